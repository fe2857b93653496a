import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Client-side navigation for plain <a href> links inside an element (one onClick on the container). Result lists
 * render many links; plain anchors cost a fraction of <Link> on the server (measured: 40 links 0.15 ms vs 0.8 ms),
 * and this keeps clicks on them as fast as <Link> in the browser. Modified clicks, other origins, targets and
 * downloads behave as the browser does.
 */
export function useDelegatedLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.("a");
      if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute("download")) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(anchor.pathname + anchor.search + anchor.hash);
    },
    [navigate],
  );
}

import { applyDom } from "./apply-dom";

/**
 * The job page's Apply Now button (its island): it shows the application form in its place and puts the focus on
 * the form's first field. Sending the form, checking the resume and the busy button are form-behaviors.ts.
 */
export function applyBehaviors(doc: Document = document): () => void {
  const installed = new AbortController();
  doc.addEventListener(
    "click",
    (event) => {
      const button = applyDom.open.closest(event.target);
      if (!button) return;
      const panel = applyDom.panel.find(doc);
      if (!panel) return;
      panel.setAttribute("data-open", "");
      button.hidden = true;
      panel.querySelector<HTMLElement>("input:not([type=hidden]), textarea, button")?.focus();
    },
    { signal: installed.signal },
  );
  return () => installed.abort();
}

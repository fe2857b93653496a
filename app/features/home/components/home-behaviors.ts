import { COUNT_UP_DURATION_MS } from "~/lib/constants";
import { homeDom } from "./home-dom";

export type HomeBehaviorsConfig = { countUpMs: number };

export const HOME_BEHAVIORS_CONFIG: HomeBehaviorsConfig = { countUpMs: COUNT_UP_DURATION_MS };

/**
 * The home page's two moving parts (spec 2.3), run by the home page's island (home.island.ts, docs/decisions/031):
 * - statistics (homeDom.countUp) count up over 2.5 s once the band scrolls into view. The server HTML shows the
 *   final figures (so does a browser without JavaScript or asking for reduced motion); a band still off-screen
 *   when this runs resets to 0 and counts up when seen;
 * - carousels: homeDom.carouselStep buttons scroll their `aria-controls` track by most of its width and are
 *   disabled at either end.
 *
 */
export function homeBehaviors(config: HomeBehaviorsConfig = HOME_BEHAVIORS_CONFIG): void {
  const values = homeDom.countUp.findAll(document);
  const band = values[0]?.closest("section");
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const render = (progress: number) => {
    for (const el of values) el.textContent = `${Math.round(Number(homeDom.countUp.valueOf(el)) * progress)}${homeDom.suffix.valueOf(el) ?? ""}`;
  };
  if (band && !reducedMotion && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) {
          render(0);
          return;
        }
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / config.countUpMs);
          render(1 - (1 - t) ** 3); // ease-out: fast start, gentle landing on the target
          if (t < 1) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(band);
  }

  const buttons = homeDom.carouselStep.findAll(document);
  const trackOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");
  const measure = () => {
    for (const button of buttons) {
      const track = trackOf(button);
      if (!track) continue;
      const atStart = track.scrollLeft <= 4;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
      button.disabled = homeDom.carouselStep.valueOf(button) === "-1" ? atStart : atEnd;
    }
  };
  for (const button of buttons) {
    const track = trackOf(button);
    track?.addEventListener("scroll", measure, { passive: true });
    button.addEventListener("click", () => {
      if (!track) return;
      track.scrollBy({ left: Number(homeDom.carouselStep.valueOf(button)) * track.clientWidth * 0.8, behavior: reducedMotion ? "auto" : "smooth" });
    });
  }
  window.addEventListener("resize", measure);
  measure();
  // The buttons only work from here on; without this script the track is a plain scrollable list.
  for (const controls of homeDom.carouselControls.findAll(document)) controls.hidden = false;
}

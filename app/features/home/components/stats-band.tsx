import { useEffect, useRef, useState, type RefObject } from "react";
import { COUNT_UP_DURATION_MS, HOME_STATS } from "~/lib/constants";
import { home } from "~/lib/messages";

/**
 * Spec 2.3: counts up over 2.5 s when it scrolls into view. The server HTML (and a browser without
 * JavaScript, or one asking for reduced motion) shows the final figures; only a hydrated page with the band
 * still off-screen resets to 0 and counts up once the band is seen.
 */
function useCountUpProgress(target: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) {
          setProgress(0);
          return;
        }
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / COUNT_UP_DURATION_MS);
          setProgress(1 - (1 - t) ** 3); // ease-out: fast start, gentle landing on the target
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);
  return progress;
}

export function StatsBand() {
  const ref = useRef<HTMLElement>(null);
  const progress = useCountUpProgress(ref);
  return (
    <section ref={ref} aria-label={home.statsHeading} className="relative z-10 bg-white py-12 shadow-sm">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 md:grid-cols-4">
        {HOME_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center md:border-l md:border-slate-200 md:first:border-l-0">
            <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-slate-600">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tabular-nums text-brand-700 sm:text-5xl">
              {/* Screen readers get the final figure once, not every animation frame. */}
              <span data-testid="stat-value" aria-hidden="true">
                {Math.round(stat.value * progress)}
                {stat.suffix}
              </span>
              <span className="sr-only">
                {stat.value}
                {stat.suffix}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

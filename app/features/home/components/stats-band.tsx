import { HOME_STATS } from "~/lib/constants";
import { home } from "~/features/home/messages";
import { homeDom } from "./home-dom";

/** Spec 2.3 statistics band: final figures in the HTML; home-behaviors.ts counts them up when seen. */
export function StatsBand() {
  return (
    <section aria-label={home.statsHeading} className="relative z-10 bg-white py-12 shadow-sm">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 md:grid-cols-4">
        {HOME_STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center md:border-l md:border-slate-200 md:first:border-l-0">
            <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-slate-600">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tabular-nums text-brand-700 sm:text-5xl">
              {/* Screen readers get the final figure once, not every animation frame. */}
              <span data-testid="stat-value" {...homeDom.countUp.props(String(stat.value))} {...homeDom.suffix.props(stat.suffix)} aria-hidden="true">
                {`${stat.value}${stat.suffix}`}
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

import { Icon } from "~/components/ui/icon";
import { useId } from "react";
import { counts } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { cityCheckboxesHtml } from "./city-options";
import { jobsDom } from "./jobs-dom";

/** Checkbox rows styled from their container: `<label><input type="checkbox">Text</label>`. */
export const OPTION_STYLES =
  "[&_label]:flex [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-2 [&_label]:rounded [&_label]:px-2 [&_label]:py-1.5 [&_label]:text-sm [&_label]:text-slate-700 [&_label:hover]:bg-slate-50 [&_input]:h-4 [&_input]:w-4 [&_input]:accent-brand-600";

/**
 * The Location filter: a disclosure holding one checkbox per city (name="city"), so it submits with the plain GET
 * form and works without JavaScript. its island (jobs-behaviors.ts) adds the type-to-filter box (hidden until then), closes it
 * on Escape and outside presses, and submits each change. The summary and the chips are regions (jobs-dom.ts) that a
 * search result replaces; the 130 prebuilt rows (city-options.ts) stay, so focus stays on the box just toggled.
 */
export function CityMultiSelect({
  selected,
  removeHref,
  counts: cityCounts,
  estimated = false,
}: {
  selected: readonly string[];
  removeHref: (city: string) => string;
  counts?: Readonly<Record<string, number>>;
  /** The counts are estimates (SearchFacets.estimated). */
  estimated?: boolean;
}) {
  const id = useId();
  const summary = selected.length === 0 ? t.citiesPlaceholder : selected.length === 1 ? selected[0] : counts.citiesSelected(selected.length);

  return (
    <div>
      <details {...jobsDom.cityFilter.props} className="group rounded-md border border-slate-300 bg-white">
        <summary
          className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden"
          aria-describedby={`${id}-hint`}
        >
          <span {...jobsDom.region.props("city-summary")} className={selected.length ? "text-slate-900" : "text-slate-500"}>{summary}</span>
          <Icon name="chevron-down" className="h-4 w-4 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-slate-200">
          <div className="p-2" hidden {...jobsDom.cityQueryBox.props}>
            <label htmlFor={`${id}-filter`} className="sr-only">Filter cities</label>
            <input
              id={`${id}-filter`}
              type="search"
              {...jobsDom.cityQuery.props}
              placeholder="Type to find a city"
              autoComplete="off"
              className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            />
          </div>
          <ul
            className={`max-h-[300px] overflow-y-auto px-1 pb-1 ${OPTION_STYLES}`}
            aria-label="Cities"
            dangerouslySetInnerHTML={{ __html: cityCheckboxesHtml(selected, cityCounts, estimated) }}
          />
        </div>
      </details>
      <p id={`${id}-hint`} className="sr-only">Jobs in any of the selected cities are shown.</p>
      <div {...jobsDom.region.props("city-chips")}>
        {selected.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Selected cities">
            {selected.map((city) => (
              <li key={city}>
                <a
                  href={removeHref(city)}
                  {...jobsDom.removeCity.props(city)}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                >
                  {city}
                  <Icon name="x" className="h-3 w-3" />
                  <span className="sr-only">(remove)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

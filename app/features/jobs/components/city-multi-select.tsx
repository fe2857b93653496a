import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import ChevronDown from "lucide-react/icons/chevron-down";
import X from "lucide-react/icons/x";
import { jobs as t } from "~/lib/messages";
import { cityCheckboxesHtml } from "./city-options";
import { useHydrated } from "./use-hydrated";

/** Checkbox rows styled from their container: `<label><input type="checkbox">Text</label>`. */
export const OPTION_STYLES =
  "[&_label]:flex [&_label]:cursor-pointer [&_label]:items-center [&_label]:gap-2 [&_label]:rounded [&_label]:px-2 [&_label]:py-1.5 [&_label]:text-sm [&_label]:text-slate-700 [&_label:hover]:bg-slate-50 [&_input]:h-4 [&_input]:w-4 [&_input]:accent-brand-600";

/**
 * The Location filter: a disclosure holding one checkbox per city (name="city"), so it submits with the plain GET
 * form and works without JavaScript. With JavaScript it gains a type-to-filter box, closes on Escape and on
 * outside clicks, and each change calls `onChange` (which submits the form).
 *
 * The 130 rows are one prebuilt HTML string (see city-options.ts). The browser owns their checked state; an effect
 * keeps it in step with `selected` (back button, chips, Clear All Filters) without replacing the nodes, so keyboard
 * focus stays on the box that was just toggled.
 */
export function CityMultiSelect({
  selected,
  onChange,
  removeHref,
}: {
  selected: readonly string[];
  onChange: (input: HTMLInputElement) => void;
  removeHref: (city: string) => string;
}) {
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState("");
  // Fixed after the first render: React must never swap the rows out from under the user.
  const [rowsHtml] = useState(() => cityCheckboxesHtml(selected));
  const latestOnChange = useRef(onChange);
  const id = useId();
  const needle = query.trim().toLowerCase();
  const selectedKey = selected.join("\n");

  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    const el = details.current;
    const ul = list.current;
    if (!el || !ul) return;
    const onPointer = (event: PointerEvent) => {
      if (el.open && !el.contains(event.target as Node)) el.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && el.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    const onRowChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.name === "city") latestOnChange.current(event.target);
    };
    document.addEventListener("pointerdown", onPointer);
    el.addEventListener("keydown", onKey);
    ul.addEventListener("change", onRowChange);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      el.removeEventListener("keydown", onKey);
      ul.removeEventListener("change", onRowChange);
    };
  }, []);

  useEffect(() => {
    const chosen = new Set(selectedKey ? selectedKey.split("\n") : []);
    for (const input of list.current?.querySelectorAll<HTMLInputElement>('input[name="city"]') ?? []) {
      input.checked = chosen.has(input.value);
      const row = input.closest("li");
      if (row) row.hidden = needle ? !input.value.toLowerCase().includes(needle) : false;
    }
  }, [selectedKey, needle]);

  const summary = selected.length === 0 ? t.citiesPlaceholder : selected.length === 1 ? selected[0] : `${selected.length} cities selected`;

  return (
    <div>
      <details ref={details} className="group rounded-md border border-slate-300 bg-white">
        <summary
          className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden"
          aria-describedby={`${id}-hint`}
        >
          <span className={selected.length ? "text-slate-900" : "text-slate-500"}>{summary}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-slate-200">
          {hydrated ? (
            <div className="p-2">
              <label htmlFor={`${id}-filter`} className="sr-only">Filter cities</label>
              <input
                id={`${id}-filter`}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Type to find a city"
                autoComplete="off"
                className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              />
            </div>
          ) : null}
          <ul
            ref={list}
            className={`max-h-[300px] overflow-y-auto px-1 pb-1 ${OPTION_STYLES}`}
            aria-label="Cities"
            dangerouslySetInnerHTML={{ __html: rowsHtml }}
          />
        </div>
      </details>
      <p id={`${id}-hint`} className="sr-only">Jobs in any of the selected cities are shown.</p>
      {selected.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Selected cities">
          {selected.map((city) => (
            <li key={city}>
              <Link
                to={removeHref(city)}
                preventScrollReset
                replace
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
              >
                {city}
                <X aria-hidden="true" className="h-3 w-3" />
                <span className="sr-only">(remove)</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { Icon } from "~/components/ui/icon";
import { jobs as t } from "~/features/jobs/messages";
import { JOBS_IDS, suggestTextsDom } from "./jobs-dom";
import { suggestTexts } from "./suggest-behaviors";

const SUGGEST_TEXTS_PROPS = suggestTextsDom.props(suggestTexts(t));

/**
 * The keyword box of a job search (the /jobs search bar, the home page's search): a text field named `keyword` that
 * the island makes an ARIA combobox with suggestions (suggest-behaviors.ts); without JavaScript a plain field.
 */
export function KeywordBox({ value = "" }: { value?: string }) {
  return (
    <div className="relative flex-1">
      <label htmlFor={JOBS_IDS.keyword} className="sr-only">Keyword</label>
      <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
      <input
        id={JOBS_IDS.keyword}
        // type=text, not search: HTML allows the combobox role (and aria-expanded) only on a text input.
        type="text"
        name="keyword"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        aria-controls={JOBS_IDS.suggestions}
        autoComplete="off"
        defaultValue={value}
        placeholder={t.searchPlaceholder}
        maxLength={100}
        enterKeyHint="search"
        className="h-12 w-full rounded-md border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-500"
      />
      {/* Filled by the island (suggest-behaviors.ts) while typing; a listbox for the combobox pattern. */}
      <ul
        id={JOBS_IDS.suggestions}
        role="listbox"
        aria-label={t.suggestionsLabel}
        {...SUGGEST_TEXTS_PROPS}
        hidden
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-left text-sm text-slate-900 shadow-lg [&_[aria-selected=true]]:bg-brand-50 [&_li]:flex [&_li]:cursor-pointer [&_li]:justify-between [&_li]:gap-3 [&_li]:px-3 [&_li]:py-2"
      />
      <p id={`${JOBS_IDS.suggestions}-status`} role="status" className="sr-only" />
    </div>
  );
}

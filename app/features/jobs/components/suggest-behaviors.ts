import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES } from "~/lib/constants";
import { ABBREVIATIONS, SYNONYM_GROUPS, TITLE_WORDS } from "~/lib/medical-vocabulary";
import { PLACE_LOOKUP_NAMES } from "~/lib/place-names";
import { JOBS_IDS, suggestTextsDom, type SuggestTexts } from "./jobs-dom";

/** What the keyword box suggests: specialties, the vocabulary's terms and common title words, and cities. */
type Suggestion = { text: string; kind: "keyword" | "city" };

const KEYWORDS: readonly string[] = [
  ...new Set([...JOB_SPECIALTIES.filter((s) => s !== "Other"), ...TITLE_WORDS, ...SYNONYM_GROUPS.flat(), ...Object.values(ABBREVIATIONS).flat()].map((s) => s.toLowerCase())),
];
/** Each city's other names (place-names.ts): typing "Bangal" or "Gurgaon" suggests the city by its own name. */
const OTHER_NAMES = new Map<string, string[]>();
for (const { name, city } of PLACE_LOOKUP_NAMES) if (name !== city.toLowerCase()) OTHER_NAMES.set(city, [...(OTHER_NAMES.get(city) ?? []), name]);
export const MAX_SUGGESTIONS = 8;
/** What separates the words of a suggestion that a typed word may begin ("ent (otolaryngology)", "obstetrics & gynaecology"). */
const WORD_BREAKS = /[\s(&]+/;

/**
 * Suggestions for what is being typed: the last word (or the last words, for phrases such as "senior resident")
 * completed by a keyword or a city that starts with it, or has a word that does. The text before it is kept.
 */
export function suggestionsFor(value: string): { suggestion: Suggestion; query: string }[] {
  const typed = value.toLowerCase().replace(/\s+/g, " ").trimStart();
  if (!typed.trim() || typed.endsWith(" ")) return [];
  const words = typed.split(" ");
  const out: { suggestion: Suggestion; query: string }[] = [];
  const seen = new Set<string>();
  const seenQueries = new Set<string>();
  // The text typed with its last word completed by a suggestion. One that completes a word inside it ("resident" in
  // "senior resident") keeps what was typed only where its own words before that one are the typed words before it
  // ("senior res" → "senior resident"); otherwise it would put words between those typed ("senior junior resident",
  // "medical casualty medical officer") and is not offered. Null: not offered.
  const completed = (before: string, fragment: string, suggestion: Suggestion): string | null => {
    if (!before) return suggestion.text;
    const text = suggestion.text.toLowerCase();
    const own = text.split(WORD_BREAKS);
    const at = suggestion.kind === "city" || text.startsWith(fragment) ? 0 : own.findIndex((word) => word.startsWith(fragment));
    if (at <= 0) return `${before} ${suggestion.text}`;
    const typedBefore = before.split(" ");
    if (own.slice(0, at).join(" ") !== typedBefore.slice(-at).join(" ")) return null;
    const kept = typedBefore.slice(0, typedBefore.length - at).join(" ");
    return kept ? `${kept} ${suggestion.text}` : suggestion.text;
  };
  // Longest tail first: "senior res" completes to "senior resident" before "res" completes alone.
  for (let n = Math.min(words.length, 3); n >= 1 && out.length < MAX_SUGGESTIONS; n--) {
    const fragment = words.slice(-n).join(" ");
    if (fragment.length < 2) continue;
    const before = words.slice(0, -n).join(" ");
    const candidates: Suggestion[] = [
      ...KEYWORDS.map((text) => ({ text, kind: "keyword" as const })),
      ...CITIES.map((text) => ({ text, kind: "city" as const })),
    ];
    const starts = (text: string) => text.toLowerCase().startsWith(fragment);
    const wordStarts = (text: string) => text.toLowerCase().split(WORD_BREAKS).some((word) => word.startsWith(fragment));
    // A city by any of its names: its own first, then its other names ("gurgaon" completes to Gurugram).
    const byOtherName = (suggestion: Suggestion) => suggestion.kind === "city" && (OTHER_NAMES.get(suggestion.text) ?? []).some((name) => name.startsWith(fragment));
    const passes = [(s: Suggestion) => starts(s.text), (s: Suggestion) => wordStarts(s.text), byOtherName];
    for (const pass of passes) {
      for (const suggestion of candidates) {
        if (out.length >= MAX_SUGGESTIONS) break;
        const key = suggestion.text.toLowerCase();
        if (seen.has(key) || key === fragment || !pass(suggestion)) continue;
        const query = completed(before, fragment, suggestion);
        // Nothing new ("senior resident" from "senior res" twice), or words put between those typed.
        if (query === null || query.toLowerCase() === typed.trim() || seenQueries.has(query.toLowerCase())) continue;
        seen.add(key);
        seenQueries.add(query.toLowerCase());
        out.push({ suggestion, query });
      }
    }
  }
  return out;
}

/** The texts the list carries, for the server to render (jobs-search-page.tsx) from the messages. */
export function suggestTexts(messages: { suggestionCity: string; suggestionKeyword: string; suggestionsCount: (n: number) => string }): SuggestTexts {
  return {
    city: messages.suggestionCity,
    keyword: messages.suggestionKeyword,
    counts: Array.from({ length: MAX_SUGGESTIONS }, (_, i) => messages.suggestionsCount(i + 1)),
  };
}

function countText(texts: SuggestTexts, n: number): string {
  return texts.counts[Math.min(n, texts.counts.length) - 1] ?? "";
}

/**
 * The keyword box as an ARIA combobox (list autocomplete): suggestions while typing; Up/Down move through them
 * (aria-activedescendant), Enter or a click picks one and searches, Escape closes the list; a status line says how
 * many there are. Without JavaScript the box is a plain search field. Returns a function that removes it (tests).
 */
export function suggestBehaviors(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const installed = new AbortController();
  const signal = installed.signal;
  const input = () => doc.getElementById(JOBS_IDS.keyword) as HTMLInputElement | null;
  const list = () => doc.getElementById(JOBS_IDS.suggestions);
  const status = () => doc.getElementById(`${JOBS_IDS.suggestions}-status`);
  let items: { query: string }[] = [];
  let active = -1;

  function close() {
    const box = input();
    const ul = list();
    items = [];
    active = -1;
    if (ul) {
      ul.hidden = true;
      ul.replaceChildren();
    }
    box?.setAttribute("aria-expanded", "false");
    box?.removeAttribute("aria-activedescendant");
  }

  function render(value: string) {
    const ul = list();
    const box = input();
    if (!ul || !box) return;
    // Without its texts (a page from before they were added, say) the list stays closed: a plain search field.
    const texts = suggestTextsDom.read(ul);
    const found = texts ? suggestionsFor(value) : [];
    items = found;
    active = -1;
    box.removeAttribute("aria-activedescendant");
    if (!texts || !found.length) {
      close();
      return;
    }
    ul.replaceChildren(
      ...found.map(({ suggestion, query }, i) => {
        const li = doc.createElement("li");
        li.id = `${JOBS_IDS.suggestions}-${i}`;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        li.dataset.index = String(i);
        const text = doc.createElement("span");
        text.textContent = query;
        const kind = doc.createElement("span");
        kind.className = "text-xs text-slate-500";
        kind.textContent = suggestion.kind === "city" ? texts.city : texts.keyword;
        li.append(text, kind);
        return li;
      }),
    );
    ul.hidden = false;
    box.setAttribute("aria-expanded", "true");
    const line = status();
    if (line) line.textContent = countText(texts, found.length);
  }

  function move(to: number) {
    const ul = list();
    const box = input();
    if (!ul || !box || !items.length) return;
    active = (to + items.length) % items.length;
    for (const li of ul.querySelectorAll("li")) li.setAttribute("aria-selected", String(li.dataset.index === String(active)));
    const current = doc.getElementById(`${JOBS_IDS.suggestions}-${active}`);
    box.setAttribute("aria-activedescendant", current?.id ?? "");
    current?.scrollIntoView?.({ block: "nearest" });
  }

  function pick(index: number) {
    const box = input();
    const item = items[index];
    if (!box || !item) return;
    box.value = item.query;
    close();
    box.form?.requestSubmit();
  }

  doc.addEventListener("input", (event) => {
    if (event.target !== input() || !input()) return;
    render(input()!.value);
  }, { signal });

  doc.addEventListener("keydown", (event) => {
    if (event.target !== input()) return;
    const open = !list()?.hidden && items.length > 0;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) render(input()!.value);
      move(active + 1);
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  }, { signal });

  // mousedown, not click: picking must not blur the box first (which closes the list).
  doc.addEventListener("mousedown", (event) => {
    const target = event.target instanceof win.Element ? event.target.closest<HTMLElement>("[role=option]") : null;
    if (!target || !list()?.contains(target)) return;
    event.preventDefault();
    pick(Number(target.dataset.index));
  }, { signal });

  doc.addEventListener("focusout", (event) => {
    if (event.target === input()) close();
  }, { signal });

  return () => {
    close();
    installed.abort();
  };
}

import { Icon } from "~/components/ui/icon";

/** Page numbers around the current one, with the first and (when known) last page and gaps between. */
export function pageWindow(current: number, last: number | null, max = Number.MAX_SAFE_INTEGER): (number | "gap")[] {
  const end = Math.min(last ?? current + 2, max);
  const pages = new Set<number>([1, current - 2, current - 1, current, current + 1, current + 2]);
  if (last) pages.add(last);
  const sorted = [...pages].filter((p) => p >= 1 && p <= end).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev > 1) out.push("gap");
    out.push(p);
    prev = p;
  }
  return out;
}

/** Page links (plain anchors: give a container useDelegatedLinks() for client-side navigation). */
export function Pagination({
  page,
  lastPage,
  maxPage,
  hasNext,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  /** No links beyond this page. */
  maxPage?: number;
  /** null when the number of pages is not known exactly (capped count). */
  lastPage: number | null;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const showNext = hasNext && (maxPage === undefined || page < maxPage);
  if (page <= 1 && !showNext) return null;
  const item = "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className={`${item} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
          <Icon name="chevron-left" className="h-4 w-4" /> Previous
        </a>
      ) : null}
      {pageWindow(page, lastPage, maxPage).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">…</span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${item} border-brand-600 bg-brand-600 text-white`}>{p}</span>
        ) : (
          <a key={p} href={hrefFor(p)} aria-label={`Page ${p}`} className={`${item} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
            {p}
          </a>
        ),
      )}
      {showNext ? (
        <a href={hrefFor(page + 1)} rel="next" className={`${item} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
          Next <Icon name="chevron-right" className="h-4 w-4" />
        </a>
      ) : null}
    </nav>
  );
}

import { JOB_CARD_STAGGER_SECONDS } from "~/lib/constants";
import { jobs as t } from "~/lib/messages";
import { escapeHtml } from "~/lib/html";
import type { JobCardData } from "../types";
import { companyAvatar } from "./company-avatar";
import type { JobIconName } from "./job-icons";

// A search-result card (spec 2.7): company-initial avatar, featured ribbon, title, company, location, type, salary,
// posted date, snippet, View Details. Built as an HTML string: a results page shows 20 of them, and as React
// elements they were the largest part of the page's server render (measured, see docs/decisions/004-jobs-search.md).
// Every value from the database goes through escapeHtml (lib/html.ts). Links are plain anchors: the page gives their container
// useDelegatedLinks() for client-side navigation, and <JobIconSprite/> for the icons.

const icon = (name: JobIconName) => `<svg aria-hidden="true" class="h-4 w-4 shrink-0 text-brand-600"><use href="#ji-${name}"></use></svg>`;

const fact = (name: JobIconName, label: string, value: string) =>
  `<li class="flex items-center gap-2">${icon(name)}<span class="sr-only">${label}: </span><span>${value}</span></li>`;

/** One card's markup; `index` staggers its fade-in by JOB_CARD_STAGGER_SECONDS. */
export function jobCardHtml(job: JobCardData, index?: number, extra = ""): string {
  const href = `/jobs/${Number(job.id)}`;
  const title = escapeHtml(job.title);
  const avatar = companyAvatar(job.company);
  const animate = index === undefined ? "" : " animate-fade-in";
  const style = index === undefined ? "" : ` style="animation-delay:${(index * JOB_CARD_STAGGER_SECONDS).toFixed(1)}s"`;
  return [
    `<article data-testid="job-card" class="relative overflow-hidden rounded-xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md ${job.featured ? "border-amber-300" : "border-slate-200"}${animate}"${style}>`,
    job.featured
      ? `<span class="absolute right-[-42px] top-[22px] w-[150px] rotate-45 bg-amber-500 py-0.5 text-center text-[11px] font-bold uppercase tracking-wide text-amber-950 shadow">${t.featured}</span>`
      : "",
    `<div class="flex gap-4"><span aria-hidden="true" class="${avatar.className}">${escapeHtml(avatar.initial)}</span>`,
    `<div class="min-w-0 flex-1 pr-8"><h3 class="text-lg font-semibold leading-snug text-slate-900"><a href="${href}" class="hover:text-brand-700">${title}</a></h3>`,
    `<p class="mt-0.5 text-sm font-medium text-slate-600">${escapeHtml(job.company)}</p></div></div>`,
    `<ul class="mt-4 grid gap-x-4 gap-y-2 text-sm text-slate-600 sm:grid-cols-2">`,
    fact("map-pin", "Location", escapeHtml(job.location)),
    fact("briefcase", "Job type", escapeHtml(job.type)),
    fact("indian-rupee", "Salary", escapeHtml(job.salary)),
    `<li class="flex items-center gap-2">${icon("clock")}<span class="sr-only">Posted: </span><time datetime="${escapeHtml(job.postedDate)}">${escapeHtml(job.postedLabel)}</time></li>`,
    `</ul>`,
    job.snippet ? `<p class="mt-3 line-clamp-2 text-sm text-slate-500">${escapeHtml(job.snippet)}</p>` : "",
    `<div class="mt-4 flex items-center justify-end gap-3">${extra}<a href="${href}" class="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">${t.viewDetails}<span class="sr-only">: ${title}</span></a></div>`,
    `</article>`,
  ].join("");
}

/**
 * A list of cards, as <li>s for an <ol>/<ul>; with `stagger`, each fades in 0.1 s after the one before. `extra` is
 * markup for a card's footer (the Save control), already escaped by its maker.
 */
export function jobCardsHtml(jobs: readonly JobCardData[], stagger: boolean, extra?: (job: JobCardData) => string): string {
  return jobs.map((job, i) => `<li>${jobCardHtml(job, stagger ? i : undefined, extra?.(job))}</li>`).join("");
}

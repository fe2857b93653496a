import { JOB_CARD_STAGGER_SECONDS } from "~/lib/constants";
import { verificationLabels } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { escapeHtml } from "~/lib/html";
import { jobPagePath, type ApplicationSource } from "~/lib/application-sources";
import type { JobCardData } from "../types";
import { companyAvatar } from "./company-avatar";
import type { JobIconName } from "./job-icons";

// A search-result card (spec 2.7): company-initial avatar, featured ribbon, title, company, location, type, salary,
// posted date, snippet, View Details. Built as an HTML string: a results page shows 20 of them, and as React
// elements they were the largest part of the page's server render (measured, see docs/decisions/004-jobs-search.md).
// Every value from the database goes through escapeHtml (lib/html.ts). Links are plain anchors: the page gives their container
// useDelegatedLinks() for client-side navigation, and <JobIconSprite/> for the icons.

// The classes are named in app.css (job-card*): 20 cards with their utility lists were a third of a /jobs page's bytes.
const icon = (name: JobIconName) => `<svg aria-hidden="true"><use href="#ji-${name}"></use></svg>`;

const fact = (name: JobIconName, label: string, value: string) => `<li>${icon(name)}<span class="sr-only">${label}: </span><span>${value}</span></li>`;

/** The poster's state as decision 081 labels it; nothing for a job whose poster is gone. */
function employerLabel(verified: boolean | null): string {
  if (verified === null) return "";
  return verified
    ? `<p class="job-card-employer job-card-employer-verified" data-testid="employer-badge">${verificationLabels.verifiedEmployer}</p>`
    : `<p class="job-card-employer" data-testid="employer-badge">${verificationLabels.unverifiedEmployer}</p>`;
}

/**
 * One card's markup; `index` staggers its fade-in by JOB_CARD_STAGGER_SECONDS. With `source`, its links say where
 * they were shown (`?src=`, for the employer's reports); the job page's canonical address stays the plain one.
 */
export function jobCardHtml(job: JobCardData, index?: number, extra = "", source?: ApplicationSource): string {
  const href = source ? jobPagePath(job.id, source) : `/jobs/${Number(job.id)}`;
  const title = escapeHtml(job.title);
  const avatar = companyAvatar(job.company);
  const animate = index === undefined ? "" : " animate-fade-in";
  const style = index === undefined ? "" : ` style="animation-delay:${(index * JOB_CARD_STAGGER_SECONDS).toFixed(1)}s"`;
  return [
    `<article data-testid="job-card" class="job-card${job.featured ? " job-card-featured" : ""}${animate}"${style}>`,
    job.featured ? `<span class="job-card-ribbon">${t.featured}</span>` : "",
    `<div class="job-card-head"><span aria-hidden="true" class="${avatar.className}">${escapeHtml(avatar.initial)}</span>`,
    `<div class="job-card-heading"><h3><a href="${href}">${title}</a></h3>`,
    `<p>${escapeHtml(job.company)}</p>${employerLabel(job.employerVerified)}</div></div>`,
    `<ul class="job-card-facts">`,
    fact("map-pin", "Location", escapeHtml(job.location)),
    fact("briefcase", "Job type", escapeHtml(job.type)),
    fact("indian-rupee", "Salary", escapeHtml(job.salary)),
    `<li>${icon("clock")}<span class="sr-only">Posted: </span><time datetime="${escapeHtml(job.postedDate)}">${escapeHtml(job.postedLabel)}</time></li>`,
    `</ul>`,
    job.snippet ? `<p class="job-card-snippet">${escapeHtml(job.snippet)}</p>` : "",
    `<div class="job-card-actions">${extra}<a href="${href}" class="job-card-view">${t.viewDetails}<span class="sr-only">: ${title}</span></a></div>`,
    `</article>`,
  ].join("");
}

/**
 * A list of cards, as <li>s for an <ol>/<ul>; with `stagger`, each fades in 0.1 s after the one before. `extra` is
 * markup for a card's footer (the Save control), already escaped by its maker.
 */
export function jobCardsHtml(jobs: readonly JobCardData[], stagger: boolean, extra?: (job: JobCardData) => string, source?: ApplicationSource): string {
  return jobs.map((job, i) => `<li>${jobCardHtml(job, stagger ? i : undefined, extra?.(job), source)}</li>`).join("");
}

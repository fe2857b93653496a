import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { formatDate, jsonLd } from "~/lib/format";
import { jobPage, verificationLabels } from "~/lib/messages";
import { jobListing, jobs as t } from "~/features/jobs/messages";
import { jobPostingLd } from "../job-posting-ld";
import type { JobCardData } from "../types";
import { useDelegatedLinks } from "~/components/layout/delegated-links";
import { CompanyAvatar } from "./company-avatar";
import { jobCardsHtml } from "./job-card";
import { JobIconSprite } from "./job-icons";
import { SimilarSearchLink } from "./removed-job-page";

export type JobDetailData = {
  id: number;
  title: string;
  company: string;
  location: string;
  type: string;
  specialty: string | null;
  salary: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string | null;
  description: string | null;
  featured: boolean;
  postedDate: Date;
  validThrough: Date | null;
  /** When the owner or the admin closed it; null when not closed by hand. */
  closedAt: Date | null;
  isOpen: boolean;
  /** The placed city (its state goes into the JobPosting markup). */
  city?: string | null;
  employerLogo?: string | null;
  /** The poster's organisation is verified (true), waiting (false), or there is no poster any more (null). */
  employerVerified: boolean | null;
};

/** Plain text -> paragraphs (blank lines) and line breaks; React escapes the text. */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text.replace(/\r\n/g, "\n").split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className="mt-4 first:mt-0">
          {p.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only its <dt> and <dd>: the decorative icon sits inside the term, in the gutter.
    <div className="relative pl-8">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="absolute left-0 top-0.5 text-brand-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * `applyPanel` and `saveButton` are rendered by the route (applications and saved jobs are other features);
 * the page only places them.
 */
export function JobDetailPage({
  job,
  similar,
  baseUrl,
  canManage,
  applyPanel,
  saveButton,
}: {
  job: JobDetailData;
  similar: JobCardData[];
  baseUrl: string;
  canManage: boolean;
  applyPanel?: ReactNode;
  saveButton?: ReactNode;
}) {
  const icon = "h-5 w-5";
  const delegatedLinks = useDelegatedLinks();
  // A closed job shows when it closed: by hand (closedAt) or at its closing date.
  const closedOn = job.isOpen ? null : (job.closedAt ?? job.validThrough);
  return (
    <main className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <JobIconSprite />
      {/* Only an open job is a JobPosting: a closed one must leave Google's job search (its page answers 410). */}
      {job.isOpen ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(jobPostingLd(job, baseUrl)) }} /> : null}
      <a href="/jobs" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <Icon name="arrow-left" className="h-4 w-4" /> {t.backToJobs}
      </a>

      {!job.isOpen ? (
        <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{t.jobClosed}</p>
          <p className="mt-1 text-sm">{job.closedAt ? jobListing.closedByEmployerText : t.jobClosedText}</p>
          <SimilarSearchLink specialty={job.specialty} city={job.city ?? null} />
        </div>
      ) : null}

      <article className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <header className="border-b border-slate-100 p-6 sm:p-8">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <CompanyAvatar company={job.company} size="lg" />
            <div className="min-w-0 flex-1">
              {job.featured ? (
                <span className="mb-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">{t.featured}</span>
              ) : null}
              <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{job.title}</h1>
              <p className="mt-1 text-lg text-slate-600">{job.company}</p>
              {job.employerVerified === true ? (
                <span className="mt-2 inline-block rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800" data-testid="employer-badge">
                  {verificationLabels.verifiedEmployer}
                </span>
              ) : job.employerVerified === false ? (
                <span className="mt-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700" data-testid="employer-badge">
                  {verificationLabels.unverifiedEmployer}
                </span>
              ) : null}
            </div>
            <div className="flex flex-col gap-2 sm:items-end">
              {job.isOpen ? (
                <a href="#apply" className="inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 sm:w-auto">
                  {jobPage.applyNow}
                </a>
              ) : null}
              {saveButton}
              {canManage ? (
                <a href={`/post-job?edit=${job.id}`} className="inline-flex items-center justify-center gap-1.5 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
                  <Icon name="pencil" className="h-4 w-4" /> Edit listing
                </a>
              ) : null}
            </div>
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact icon={<Icon name="map-pin" className={icon} />} label="Location">{job.location}</Fact>
            <Fact icon={<Icon name="briefcase" className={icon} />} label="Job type">{job.type}</Fact>
            <Fact icon={<Icon name="stethoscope" className={icon} />} label="Specialty">{job.specialty ?? "General"}</Fact>
            <Fact icon={<Icon name="indian-rupee" className={icon} />} label="Salary">{job.salary}</Fact>
            <Fact icon={<Icon name="clock" className={icon} />} label="Posted">
              <time dateTime={job.postedDate.toISOString()}>{formatDate(job.postedDate)}</time>
            </Fact>
            {closedOn ? (
              <Fact icon={<Icon name="calendar-days" className={icon} />} label="Closed on">
                <time dateTime={closedOn.toISOString()}>{formatDate(closedOn)}</time>
              </Fact>
            ) : job.validThrough ? (
              <Fact icon={<Icon name="calendar-days" className={icon} />} label="Apply by">
                <time dateTime={job.validThrough.toISOString()}>{formatDate(job.validThrough)}</time>
              </Fact>
            ) : null}
          </dl>
        </header>
        <section aria-labelledby="job-description" className="p-6 sm:p-8">
          <h2 id="job-description" className="text-lg font-semibold text-slate-900">Job Description</h2>
          <div className="mt-4 leading-relaxed text-slate-700">
            {job.description ? <Paragraphs text={job.description} /> : <p>No description was provided for this job.</p>}
          </div>
          {applyPanel ? (
            <div id="apply" className="mt-8 max-w-xl scroll-mt-24 border-t border-slate-100 pt-6">
              {applyPanel}
            </div>
          ) : null}
        </section>
      </article>

      {similar.length ? (
        <section aria-labelledby="similar-jobs" className="mt-12" onClick={delegatedLinks}>
          <h2 id="similar-jobs" className="text-xl font-semibold text-slate-900">{t.similarJobs}</h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2" dangerouslySetInnerHTML={{ __html: jobCardsHtml(similar, false) }} />
        </section>
      ) : null}
    </main>
  );
}

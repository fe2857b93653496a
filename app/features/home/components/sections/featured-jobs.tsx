import ArrowRight from "lucide-react/icons/arrow-right";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-2";
import MapPin from "lucide-react/icons/map-pin";
import { formatJobSalary, formatDate } from "~/lib/format";
import { verificationLabels } from "~/lib/messages";
import { home } from "~/features/home/messages";
import type { FeaturedJob } from "../../types";
import { SectionHeading } from "../section-heading";

export default function FeaturedJobs({ jobs }: { jobs: FeaturedJob[] }) {
  return (
    <section aria-labelledby="featured-jobs" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="featured-jobs" align="left" eyebrow="Hand-picked openings" title={home.featuredJobs} />
          <a href="/jobs" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            {home.viewAllJobs} <ArrowRight className="h-4 w-4" />
          </a>
        </div>
        {jobs.length > 0 && (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {jobs.map((job) => (
              <li key={job.id} data-testid="featured-job" className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg hover:ring-brand-200">
                <div className="flex items-center justify-between gap-2">
                  <span className="rounded-full bg-accent-500/15 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Featured</span>
                  <span className="text-xs text-slate-500">Posted {formatDate(job.postedDate)}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold leading-snug text-slate-900">
                  {/* The whole card is clickable through this link's stretched ::after. */}
                  <a href={`/jobs/${job.id}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
                    {job.title}
                  </a>
                </h3>
                <dl className="mt-3 space-y-1.5 text-sm text-slate-600">
                  <div>
                    <dt className="sr-only">Hospital</dt>
                    <dd className="flex items-center gap-2">
                      <Building2 className="h-4 w-4 shrink-0 text-slate-400" />
                      {job.company}
                    </dd>
                  </div>
                  {job.employerVerified !== null ? (
                    <div>
                      <dt className="sr-only">Employer</dt>
                      <dd>
                        <span
                          data-testid="employer-badge"
                          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${job.employerVerified ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                        >
                          {job.employerVerified ? verificationLabels.verifiedEmployer : verificationLabels.unverifiedEmployer}
                        </span>
                      </dd>
                    </div>
                  ) : null}
                  <div>
                    <dt className="sr-only">Location</dt>
                    <dd className="flex items-center gap-2">
                      <MapPin className="h-4 w-4 shrink-0 text-slate-400" />
                      {job.location}
                    </dd>
                  </div>
                  <div>
                    <dt className="sr-only">Job type</dt>
                    <dd className="flex items-center gap-2">
                      <Briefcase className="h-4 w-4 shrink-0 text-slate-400" />
                      {job.type}
                    </dd>
                  </div>
                </dl>
                <p className="mt-auto pt-5 text-base font-semibold text-brand-700">
                  <span className="sr-only">Salary: </span>
                  {formatJobSalary(job)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

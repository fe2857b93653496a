import { jobSearchHref } from "~/features/search/search-params";
import { EMPTY_SEARCH } from "~/features/search/search-params";
import { isCity } from "~/lib/cities";
import { feeds as t } from "../feeds/messages";
import { jobs as jobTexts } from "~/features/jobs/messages";

/** A search for jobs like a closed or removed one: its specialty in its city, or all jobs when neither is known. */
export function similarSearchHref(specialty: string | null, city: string | null): string {
  return jobSearchHref({ ...EMPTY_SEARCH, specialties: specialty ? [specialty] : [], cities: city && isCity(city) ? [city] : [] });
}

export function SimilarSearchLink({ specialty, city }: { specialty: string | null; city: string | null }) {
  const what = [specialty, city].filter(Boolean).join(" ");
  return (
    <p className="mt-2 text-sm">
      <a href={similarSearchHref(specialty, city)} className="font-medium text-brand-700 underline">
        {what ? t.searchSimilar(what) : t.searchAll}
      </a>
    </p>
  );
}

/** The page of a deleted job (answered with 410 Gone): what it was, and where to look instead. */
export function RemovedJobPage({ job }: { job: { title: string; specialty: string | null; city: string | null } }) {
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <a href="/jobs" className="text-sm font-medium text-brand-700 hover:underline">
        {jobTexts.backToJobs}
      </a>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.removedTitle}</h1>
      <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p className="font-semibold">{job.title}</p>
        <p className="mt-1 text-sm">{t.removedText}</p>
        <SimilarSearchLink specialty={job.specialty} city={job.city} />
      </div>
    </main>
  );
}

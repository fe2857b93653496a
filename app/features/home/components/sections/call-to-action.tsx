import Phone from "lucide-react/icons/phone";
import type { RootData } from "~/lib/root-data";
import { telHref } from "~/lib/contact-links";
import { infoPages, pages, siteLayout } from "~/lib/messages";
import { home } from "~/features/home/messages";

/** From its props alone: the home page renders it once per process (MarkupOnce). */
export default function CallToAction({ site }: { site: RootData["site"] }) {
  const sales = site.phones.find((p) => p.label === "Sales") ?? site.phones[0];
  return (
    <section aria-labelledby="home-cta" className="bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-xl sm:px-12 [&_:focus-visible]:outline-white">
        <h2 id="home-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">{home.ctaTitle}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50/90">
          Doctors: create a free profile and apply in minutes. Hospitals: post a vacancy or let our recruiters find the right doctor for you.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/jobs" className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            {pages.heroDoctors}
          </a>
          <a href="/post-job" className="rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-400">
            {infoPages.postAJob}
          </a>
        </div>
        {sales && (
          <p className="mt-6 text-brand-50/90">
            Prefer to talk?{" "}
            <a href={telHref(sales.number)} className="inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline">
              <Phone className="h-4 w-4" />
              <span className="sr-only">{siteLayout.callUs}: </span>
              {sales.number}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

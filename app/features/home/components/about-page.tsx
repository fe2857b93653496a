import Compass from "lucide-react/icons/compass";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import ShieldCheck from "lucide-react/icons/shield-check";
import { PageHero } from "~/components/layout/page-hero";
import { useRootData } from "~/lib/root-data";
import { HOME_STATS } from "~/lib/constants";
import { infoPages, pages } from "~/lib/messages";
import { SectionHeading } from "./section-heading";

const VALUES = [
  { icon: ShieldCheck, title: "Trust first", text: "We verify doctors and hospitals before we introduce them, and we are open about salaries and terms." },
  { icon: HeartHandshake, title: "People, not placements", text: "A good match is one that lasts. We listen to what doctors want from their careers and lives, not just their CVs." },
  { icon: Compass, title: "Care everywhere", text: "We work as hard for a district hospital in a tier-3 town as for a metro super-speciality hospital." },
];

export function AboutPage() {
  const { site } = useRootData();
  return (
    <main>
      <PageHero eyebrow={`About ${site.brand}`} title={infoPages.aboutTitle}>
        {pages.heroTitle}: we connect hospitals with physicians, so that more patients across India are treated by the right doctor.
      </PageHero>

      <section aria-labelledby="our-story" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8 lg:items-center">
          <div>
            <SectionHeading id="our-story" align="left" eyebrow="Our story" title="Built by people who know hospitals" />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
              <p>
                {site.brand} started in Hyderabad with a simple observation: hospitals struggled to fill doctor vacancies while
                good doctors struggled to find out which hospitals were hiring, and on what terms.
              </p>
              <p>
                Today we run a job portal with verified openings across India and a recruitment team that places consultants,
                medical officers and locum doctors, and helps hospitals staff new departments from scratch.
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {HOME_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
                <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
                <dd className="text-4xl font-extrabold text-brand-700">
                  {stat.value}
                  {stat.suffix}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="our-values" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="our-values" eyebrow="What we stand for" title="Our values" />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <Icon className="h-8 w-8 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta" className="bg-white py-16 text-center">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="about-cta" className="text-3xl font-bold text-slate-900">Work with us</h2>
          <p className="mt-3 text-lg text-slate-600">Looking for your next role, or for your next doctor? We would love to help.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/jobs" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">{pages.heroDoctors}</a>
            <a href="/services" className="rounded-lg border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">{pages.heroHospitals}</a>
          </div>
        </div>
      </section>
    </main>
  );
}

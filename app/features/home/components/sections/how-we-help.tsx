import Globe from "lucide-react/icons/globe";
import Hospital from "lucide-react/icons/hospital";
import Timer from "lucide-react/icons/timer";
import UserCheck from "lucide-react/icons/user-check";
import type { RootData } from "~/lib/root-data";
import { jsonLd } from "~/lib/format";
import { home } from "~/features/home/messages";
import { SERVICES } from "../../content";
import { employmentAgencyJsonLd } from "../../structured-data";
import { SectionHeading } from "../section-heading";

const ICONS = { "doctor-placement": UserCheck, "hospital-staffing": Hospital, "locum-placement": Timer, "international-recruitment": Globe };

/** From its props alone: the home page renders it once per process (MarkupOnce). */
export default function HowWeHelp({ site }: { site: RootData["site"] }) {
  return (
    <section aria-labelledby="how-we-help" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-we-help"
          eyebrow="Our services"
          title={home.howWeHelp}
          intro="Whether you are a doctor looking for your next role or a hospital with a vacancy to fill, our recruiters handle the search so you can focus on patients."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service) => {
            const Icon = ICONS[service.id as keyof typeof ICONS] ?? UserCheck;
            return (
              <li key={service.id} className="group rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-md">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{service.name}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{service.summary}</p>
                <a href={`/services#${service.id}`} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
                  Learn more<span className="sr-only"> about {service.name}</span> →
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(employmentAgencyJsonLd(site, SERVICES)) }} />
    </section>
  );
}

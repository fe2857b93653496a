import { Link } from "react-router";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Phone from "lucide-react/icons/phone";
import { PageHero } from "~/components/layout/page-hero";
import { useRootData } from "~/lib/root-data";
import { telHref } from "~/lib/contact-links";
import { infoPages } from "~/lib/messages";
import { SERVICES } from "../content";
import { SectionHeading } from "./section-heading";

const HIGHLIGHTS: Record<string, string[]> = {
  "doctor-placement": ["Consultants, specialists, medical officers and residents", "Registration, degrees and references checked", "Interview scheduling and offer follow-up"],
  "hospital-staffing": ["Staffing plans for new departments and branches", "Phased hiring that matches your launch dates", "One account manager for the whole project"],
  "locum-placement": ["Single shifts to multi-month cover", "Emergency, ICU, paediatric and specialty locums", "Scheduling, attendance and paperwork handled"],
  "international-recruitment": ["Indian doctors for hospitals in the Gulf and beyond", "Doctors trained abroad returning to India", "Guidance on licensing and registration steps"],
};

const STEPS = [
  { title: "Share your requirement", text: "Specialty, experience, city, salary range and joining date: a 15-minute call or a job post is enough." },
  { title: "Receive a verified shortlist", text: "Within days we send doctors who match, with registration and qualifications checked." },
  { title: "Interview and select", text: "We schedule interviews at times that suit your team and the candidates, in person or online." },
  { title: "Onboard with support", text: "We follow up on notice periods, documents and relocation until the doctor joins." },
];

export function ServicesPage() {
  const { site } = useRootData();
  const sales = site.phones.filter((p) => p.label === "Sales");
  return (
    <main>
      <PageHero eyebrow="Hospital solutions" title={infoPages.servicesTitle}>
        Hire the right doctors faster. From a single consultant to a complete medical team, our healthcare recruiters find,
        verify and place doctors across India.
      </PageHero>

      <section aria-labelledby="our-services" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="our-services" eyebrow="What we do" title="Recruitment services for hospitals and clinics" />
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {SERVICES.map((service) => (
              <article key={service.id} id={service.id} className="scroll-mt-32 rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200">
                <h3 className="text-2xl font-bold text-slate-900">{service.name}</h3>
                <p className="mt-3 leading-relaxed text-slate-600">{service.details}</p>
                <ul className="mt-5 space-y-2">
                  {(HIGHLIGHTS[service.id] ?? []).map((point) => (
                    <li key={point} className="flex gap-2 text-slate-700">
                      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" /> {point}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="how-it-works" eyebrow="How it works" title="From vacancy to joining in four steps" />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{i + 1}</span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="services-cta" className="bg-white px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12 [&_:focus-visible]:outline-white">
          <h2 id="services-cta" className="text-3xl font-bold">Have a vacancy to fill?</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50/90">
            Post it yourself in a few minutes, or tell our team what you need and we will send a shortlist.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/post-job" className="rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-400">
              {infoPages.postAJob}
            </Link>
            <Link to="/contact-us" className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">
              {infoPages.contactTitle}
            </Link>
          </div>
          {sales.length > 0 && (
            <p className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-brand-50/90">
              <span>Sales:</span>
              {sales.map((phone) => (
                <a key={phone.number} href={telHref(phone.number)} className="inline-flex items-center gap-1.5 font-semibold text-white hover:underline">
                  <Phone className="h-4 w-4" /> {phone.number}
                </a>
              ))}
            </p>
          )}
        </div>
      </section>
    </main>
  );
}

import type { ReactElement } from "react";
import { pages } from "~/lib/messages";
import { home } from "~/features/home/messages";
import { Icon } from "~/components/ui/icon";

const TRUST_POINTS = ["Verified hospitals and doctors", "Salaries shown in ₹", "Permanent, locum and international roles"];

/**
 * Spec 2.3 hero: the pitch, a job search (`search`, given by the route: the jobs feature's form) and the two audience
 * buttons. Sits underneath the transparent header.
 */
export function Hero({ search }: { search?: ReactElement }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white [&_:focus-visible]:outline-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgba(28,154,140,0.55),transparent_45%),radial-gradient(circle_at_85%_70%,rgba(245,158,11,0.22),transparent_40%),linear-gradient(135deg,#0b3f3b_0%,#0f655d_55%,#127d72_100%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:linear-gradient(white_1px,transparent_1px),linear-gradient(90deg,white_1px,transparent_1px)] [background-size:44px_44px]"
      />
      <div className="mx-auto grid min-h-[min(100svh,860px)] max-w-7xl items-center gap-12 px-4 pb-20 sm:px-6 lg:px-8 pt-28 md:pt-40 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <Icon name="stethoscope" className="h-4 w-4" /> Medical recruitment across India
          </p>
          <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {pages.heroTitle}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50/90">{home.heroSubtitle}</p>
          {search}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href="/services"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 py-3.5 font-semibold text-slate-900 shadow-lg shadow-black/10 transition hover:bg-amber-400"
            >
              <Icon name="hospital" className="h-5 w-5" /> {pages.heroHospitals}
            </a>
            <a
              href="/jobs"
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3.5 font-semibold text-brand-800 shadow-lg shadow-black/10 transition hover:bg-brand-50"
            >
              {pages.heroDoctors} <Icon name="arrow-right" className="h-5 w-5" />
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50/90">
            {TRUST_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Icon name="badge-check" className="h-4 w-4 text-accent-500" /> {point}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** Decorative composition (no photos: the CSP only allows our own images, and this keeps the page light). */
function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-md lg:block">
      <div className="absolute inset-6 rounded-full bg-white/5 ring-1 ring-white/15" />
      <div className="absolute inset-20 rounded-full bg-white/10 ring-1 ring-white/20" />
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="flex h-36 w-36 items-center justify-center rounded-[2.5rem] bg-white text-brand-700 shadow-2xl">
          <Icon name="stethoscope" className="h-20 w-20" strokeWidth={1.5} />
        </div>
      </div>
      <div className="absolute left-0 top-16 rounded-xl bg-white px-4 py-3 text-slate-800 shadow-xl">
        <p className="text-xs text-slate-500">New this week</p>
        <p className="font-semibold">Consultant roles</p>
      </div>
      <div className="absolute bottom-16 right-0 rounded-xl bg-white px-4 py-3 text-slate-800 shadow-xl">
        <p className="flex items-center gap-1.5 font-semibold">
          <Icon name="badge-check" className="h-4 w-4 text-brand-600" /> Verified profiles
        </p>
        <p className="text-xs text-slate-500">NMC registration checked</p>
      </div>
    </div>
  );
}

import Building from "lucide-react/icons/building";
import HandCoins from "lucide-react/icons/hand-coins";
import House from "lucide-react/icons/house";
import Microscope from "lucide-react/icons/microscope";
import { home } from "~/features/home/messages";
import { SectionHeading } from "../section-heading";

const LOANS = [
  { icon: Building, title: "Clinic set-up loans", text: "Finance the fit-out, furniture and first months of running your own clinic." },
  { icon: Microscope, title: "Medical equipment finance", text: "Ultrasound, X-ray, dental chairs and lab equipment on easy EMIs." },
  { icon: HandCoins, title: "Professional loans", text: "Collateral-free loans for doctors, for relocation, courses or working capital." },
  { icon: House, title: "Home loans for doctors", text: "Preferential rates from partner banks when you move city for a new job." },
];

export default function LoanServices() {
  return (
    <section aria-labelledby="loan-services" className="bg-gradient-to-br from-brand-800 to-brand-900 py-20 text-white [&_:focus-visible]:outline-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="loan-services"
            align="left"
            tone="light"
            eyebrow="Beyond recruitment"
            title={home.loanServices}
            intro="Starting a practice or moving for a new role? Through our banking and NBFC partners we help doctors get finance with minimal paperwork."
          />
          <a
            href="/contact-us"
            className="inline-flex shrink-0 items-center justify-center rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-400"
          >
            Talk to a loan advisor
          </a>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LOANS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <Icon className="h-7 w-7 text-accent-500" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-brand-50/85">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

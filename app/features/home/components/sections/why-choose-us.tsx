import BadgeCheck from "lucide-react/icons/badge-check";
import IndianRupee from "lucide-react/icons/indian-rupee";
import MapPinned from "lucide-react/icons/map-pinned";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import Zap from "lucide-react/icons/zap";
import { home } from "~/features/home/messages";
import { SectionHeading } from "../section-heading";

const REASONS = [
  { icon: BadgeCheck, title: "Verified on both sides", text: "Hospitals are vetted before they post; doctors' registration and degrees are checked before profiles are shared." },
  { icon: IndianRupee, title: "Clear pay in rupees", text: "Listings show salary ranges in ₹ per month or LPA, so you can compare offers without guesswork." },
  { icon: Users, title: "Specialist recruiters", text: "Our team works only in healthcare and understands rotas, OT lists, on-call and the difference a good team makes." },
  { icon: Zap, title: "Fast turnaround", text: "Shortlists within days for most specialties, and same-week locum cover for urgent gaps." },
  { icon: MapPinned, title: "Pan-India network", text: "Openings from metro super-speciality hospitals to district hospitals and community health trusts." },
  { icon: ShieldCheck, title: "Confidential by default", text: "Your profile and resume are shared only with employers you choose, and never with your current employer." },
];

export default function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr] lg:px-8 lg:items-start">
        <SectionHeading
          id="why-choose-us"
          align="left"
          eyebrow="Why doctors and hospitals trust us"
          title={home.whyChooseUs}
          intro="A recruitment partner that speaks the language of medicine, with the reach of a job portal and the care of a personal advisor."
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                <Icon className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

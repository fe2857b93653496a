import type { ComponentType } from "react";
import Accessibility from "lucide-react/icons/accessibility";
import Activity from "lucide-react/icons/activity";
import Ambulance from "lucide-react/icons/ambulance";
import Armchair from "lucide-react/icons/armchair";
import Baby from "lucide-react/icons/baby";
import Bean from "lucide-react/icons/bean";
import Biohazard from "lucide-react/icons/biohazard";
import Bone from "lucide-react/icons/bone";
import Brain from "lucide-react/icons/brain";
import BrainCircuit from "lucide-react/icons/brain-circuit";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Droplet from "lucide-react/icons/droplet";
import Droplets from "lucide-react/icons/droplets";
import Eye from "lucide-react/icons/eye";
import FlaskConical from "lucide-react/icons/flask-conical";
import Flower2 from "lucide-react/icons/flower-2";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Hospital from "lucide-react/icons/hospital";
import HousePlus from "lucide-react/icons/house-plus";
import Microscope from "lucide-react/icons/microscope";
import Radiation from "lucide-react/icons/radiation";
import Ribbon from "lucide-react/icons/ribbon";
import Scissors from "lucide-react/icons/scissors";
import Sparkles from "lucide-react/icons/sparkles";
import Stethoscope from "lucide-react/icons/stethoscope";
import Syringe from "lucide-react/icons/syringe";
import Wind from "lucide-react/icons/wind";
import { DOCTOR_CATEGORIES, doctorCategoryHref, SPECIALTIES } from "~/lib/constants";
import { counts } from "~/lib/messages";
import { home } from "~/features/home/messages";
import { SectionHeading } from "../section-heading";
import { homeDom } from "../home-dom";

type CategoryName = (typeof DOCTOR_CATEGORIES)[number]["name"];

// One icon per category (spec 2.3); the Record type makes a category without an icon a compile error.
const ICONS: Record<CategoryName, ComponentType<{ className?: string }>> = {
  Cardiologist: HeartPulse,
  Neurologist: Brain,
  Dermatologist: Sparkles,
  Endocrinologist: Activity,
  "Obstetrics & Gynaecology": Baby,
  Oncologist: Ribbon,
  Ophthalmologist: Eye,
  Psychiatrist: BrainCircuit,
  Gastroenterologist: FlaskConical,
  "Internal Medicine": Stethoscope,
  "Orthopedic Surgeon": Bone,
  Pediatrician: Accessibility,
  "Family Medicine": HousePlus,
  Nephrologist: Bean,
  Radiologist: Radiation,
  Allergist: Flower2,
  Geriatrician: Armchair,
  Hematologist: Droplets,
  "Hospital Medicine": Hospital,
  "Infectious Disease": Biohazard,
  "General Surgeon": Scissors,
  Anesthesiologist: Syringe,
  Pulmonologist: Wind,
  "Emergency Medicine": Ambulance,
  Urologist: Droplet,
  Pathologist: Microscope,
};

/**
 * Horizontally scrolling row with CSS scroll-snap: a plain scrollable list without JavaScript; the previous/next
 * buttons are driven by home-behaviors.ts.
 */
export default function DoctorCategories() {
  const button =
    "flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow ring-1 ring-slate-200 transition hover:bg-brand-600 hover:text-white disabled:pointer-events-none disabled:opacity-40";

  return (
    <section aria-labelledby="doctor-categories" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-6">
          <SectionHeading
            id="doctor-categories"
            align="left"
            eyebrow="Doctor categories"
            title={home.doctorCategories}
            intro={counts.specialtiesIntro(SPECIALTIES.length)}
          />
          <div hidden {...homeDom.carouselControls.props} className="hidden shrink-0 gap-2 sm:flex">
            <button type="button" className={button} {...homeDom.carouselStep.props("-1")} disabled aria-controls="category-track" aria-label={home.previous}>
              <ChevronLeft className="h-5 w-5" />
            </button>
            <button type="button" className={button} {...homeDom.carouselStep.props("1")} aria-controls="category-track" aria-label={home.next}>
              <ChevronRight className="h-5 w-5" />
            </button>
          </div>
        </div>
        <ul
          id="category-track"
          data-testid="category-track"
          className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-8 lg:scroll-px-8 lg:px-8"
        >
          {DOCTOR_CATEGORIES.map((category) => {
            const Icon = ICONS[category.name];
            return (
              <li key={category.name} className="w-40 shrink-0 snap-start sm:w-44">
                <a
                  href={doctorCategoryHref(category)}
                  className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-md hover:ring-brand-200"
                >
                  <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                    <Icon className="h-7 w-7" />
                  </span>
                  <span className="text-sm font-semibold text-slate-800">{category.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

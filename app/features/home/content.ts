// Marketing copy shared by the home sections, the For Employers page and their structured data.

export type ServiceInfo = { id: string; name: string; summary: string; details: string };

/** Spec 1: the services the product claims. */
export const SERVICES: readonly ServiceInfo[] = [
  {
    id: "doctor-placement",
    name: "Doctor Placement",
    summary: "Permanent consultants, specialists and medical officers matched to your department's needs.",
    details:
      "Tell us the specialty, experience and city. Our recruiters shortlist doctors whose registration, qualifications and references have been checked, arrange interviews and stay with both sides until the doctor joins.",
  },
  {
    id: "hospital-staffing",
    name: "Hospital Staffing",
    summary: "Complete medical teams for new wings, new hospitals and expanding specialties.",
    details:
      "Opening an ICU, a cath lab or a new branch? We plan the staffing mix with you, from duty doctors and residents to department heads, and recruit in phases that match your launch dates.",
  },
  {
    id: "locum-placement",
    name: "Locum Placement",
    summary: "Short-notice cover for leave, night shifts and seasonal peaks, without compromising on quality.",
    details:
      "Our pool of verified locum doctors covers emergency, ICU, paediatric and specialty shifts across India. Book a single shift or a month of cover; we handle scheduling and paperwork.",
  },
  {
    id: "international-recruitment",
    name: "International Recruitment",
    summary: "Indian doctors for hospitals abroad, and experienced doctors returning home to India.",
    details:
      "We help hospitals in the Gulf and beyond hire Indian doctors, and help doctors trained abroad return to Indian hospitals, including guidance on licensing and registration steps.",
  },
];

export type Faq = { question: string; answer: string };

/** The six questions of spec 2.3, shown on the page and published as FAQPage structured data. */
export const HOME_FAQS: readonly Faq[] = [
  {
    question: "How do I find doctor jobs in India on DocHire?",
    answer:
      "Open Find Jobs and search by keyword, city or specialty. Every listing shows the hospital, location, job type and salary in rupees. Create a free doctor account to save jobs, upload your resume and track your applications.",
  },
  {
    question: "Is DocHire free for doctors?",
    answer:
      "Yes. Registering, building a profile, uploading a resume and applying for jobs are free for doctors. Hospitals pay for recruitment services, never the candidates.",
  },
  {
    question: "Which specialties and job types are available?",
    answer:
      "Listings cover cardiology, neurology, paediatrics, orthopaedics, radiology, anaesthesiology, emergency medicine, family medicine and many more specialties, as full-time, part-time, contract, locum and internship positions.",
  },
  {
    question: "How can my hospital hire doctors through DocHire?",
    answer:
      "Register as an employer and post a job in a few minutes, or call our sales team for assisted hiring. For assisted hiring we shortlist verified doctors, schedule interviews and follow up until the doctor joins.",
  },
  {
    question: "Do you verify doctors before presenting them to hospitals?",
    answer:
      "Yes. We check medical council registration (NMC or state medical council), degrees and experience letters before a profile is shared with a hospital.",
  },
  {
    question: "Can you arrange locum doctors or international placements?",
    answer:
      "Yes. We provide locum cover for single shifts or longer periods across India, and recruit Indian doctors for hospitals abroad as well as doctors returning to India.",
  },
];

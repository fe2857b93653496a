// Invented demo content for a believable site on first start. Names of people and hospitals are made up.
import type { JobType, Specialty } from "~/lib/constants";

/** Small deterministic PRNG so every fresh database gets the same demo site. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hospitals that hire across specialties. */
export const DEMO_GENERAL_HOSPITALS = [
  "Sunrise Multispeciality Hospital",
  "Kaveri Care Hospitals",
  "Narmada Medical Centre",
  "Ganga Super Speciality Hospital",
  "Sahyadri Health City",
  "Brahmaputra Medical College Hospital",
  "Charminar General Hospital",
] as const;

/** Hospitals of one field: they hire only for the specialties named in JOB_TEMPLATES. */
const HEART = "Deccan Heart Institute";
const CHILDREN = "Lotus Children's Hospital";
const CANCER = "Coromandel Cancer Centre";
const NEURO = "Vindhya Neuro Sciences";
const ORTHO = "Aravali Orthopaedic Hospital";
const MOTHER_CHILD = "Malabar Mother & Child Clinic";
const EYE_ENT = "Nilgiri Eye & ENT Hospital";
const COMMUNITY = "Thar Desert Community Health Trust";

export const DEMO_HOSPITALS: string[] = [...DEMO_GENERAL_HOSPITALS, HEART, CHILDREN, CANCER, NEURO, ORTHO, MOTHER_CHILD, EYE_ENT, COMMUNITY];

/** The hospital the demo employer account works for: its jobs are the ones posted there. */
export const DEMO_EMPLOYER_HOSPITAL = "Sunrise Multispeciality Hospital";

export const DEMO_CITIES = [
  "Hyderabad", "Bengaluru", "Mumbai", "Delhi", "Chennai", "Pune", "Kolkata", "Ahmedabad", "Jaipur", "Lucknow",
  "Kochi", "Visakhapatnam", "Indore", "Nagpur", "Bhubaneswar", "Coimbatore", "Chandigarh", "Guwahati",
  // Towns of a metro (place-names.ts), so searching Mumbai or Delhi NCR, or around them, finds their jobs too.
  "Gurugram", "Navi Mumbai", "Noida", "Thane",
];

/** Yearly salaries of the demo jobs in lakhs (the lower end), in turn: every salary filter option finds some. */
export const DEMO_YEARLY_LPA = [6, 12, 18, 24, 34, 45, 58] as const;

export type JobTemplate = {
  specialty: Specialty;
  /** Posts for qualified doctors: full-time, part-time, contract or locum, never internships. */
  titles: string[];
  /** An internship post, for specialties that train interns. */
  internTitle?: string;
  blurb: string;
  /** What the post asks for (the default: a postgraduate degree in the specialty). */
  requirement?: string;
  /** The hospitals that would hire for it: every general hospital, plus those of its own field. */
  hospitals: readonly string[];
};

const general = (...specialists: string[]) => [...DEMO_GENERAL_HOSPITALS, ...specialists];

/** One template per specialty of the list, so every specialty (and every link to one) has demo jobs. */
export const JOB_TEMPLATES: JobTemplate[] = [
  { specialty: "Cardiology", titles: ["Consultant Cardiologist", "Interventional Cardiologist", "Cardiology Registrar"], blurb: "Run OPD and cath-lab lists, manage CCU admissions and take part in the heart-failure programme.", hospitals: general(HEART) },
  { specialty: "Neurology", titles: ["Consultant Neurologist", "Stroke Physician (Neurology)", "Neurology Senior Resident"], blurb: "Lead the stroke pathway, read EEG and nerve-conduction studies and see neurology referrals.", hospitals: general(NEURO) },
  { specialty: "Dermatology", titles: ["Consultant Dermatologist", "Cosmetic Dermatologist"], blurb: "See general and cosmetic dermatology patients and perform minor procedures and laser sessions.", hospitals: general() },
  { specialty: "Pediatrics", titles: ["Consultant Pediatrician", "Neonatologist (Pediatrics)", "Pediatrics Duty Doctor"], internTitle: "Pediatrics Intern", blurb: "Cover the paediatric ward and NICU, run well-baby clinics and take part in the on-call rota.", hospitals: general(CHILDREN, MOTHER_CHILD) },
  { specialty: "Orthopedics", titles: ["Orthopedic Surgeon", "Joint Replacement Surgeon (Orthopedics)", "Orthopedics Registrar"], blurb: "Manage trauma and elective lists, including arthroplasty and arthroscopy, with a dedicated OT.", hospitals: general(ORTHO) },
  { specialty: "Radiology", titles: ["Consultant Radiologist", "Teleradiology Reporting Radiologist", "Radiology Senior Resident"], blurb: "Report CT, MRI and ultrasound, with PACS access and turnaround targets agreed with clinicians.", hospitals: general(CANCER, NEURO, ORTHO) },
  { specialty: "General Surgery", titles: ["General Surgeon", "Laparoscopic Surgeon (General Surgery)", "General Surgery Registrar"], internTitle: "Surgical Intern (General Surgery)", blurb: "Run elective laparoscopic lists and emergency surgery cover with a supportive anaesthesia team.", hospitals: general() },
  { specialty: "Family Medicine", titles: ["Family Medicine Physician", "Family Physician for Corporate Clinic"], internTitle: "Family Medicine Intern", blurb: "See walk-in and scheduled patients of all ages and coordinate preventive health check-ups.", requirement: "MBBS, with DNB Family Medicine or an MD preferred,", hospitals: general(COMMUNITY) },
  { specialty: "Gynecology (Obstetrics & Gynecology)", titles: ["Consultant Gynecologist", "Obstetrician & Gynecologist"], internTitle: "Obstetrics & Gynecology Intern", blurb: "Manage antenatal clinics, labour ward and gynaecological surgery including laparoscopy.", requirement: "MBBS with an MS, MD or DNB in Obstetrics & Gynecology", hospitals: general(MOTHER_CHILD) },
  { specialty: "Oncology", titles: ["Medical Oncologist", "Radiation Oncologist (Oncology)", "Surgical Oncologist"], blurb: "Plan and deliver chemotherapy and targeted therapy within a multidisciplinary tumour board.", hospitals: general(CANCER) },
  { specialty: "Anesthesiology", titles: ["Consultant Anesthesiologist", "Anesthesiology Senior Resident"], blurb: "Provide anaesthesia for elective and emergency lists and cover the surgical ICU.", hospitals: general(HEART, ORTHO, CANCER, NEURO) },
  { specialty: "Psychiatry", titles: ["Consultant Psychiatrist", "Child & Adolescent Psychiatrist", "Psychiatry Medical Officer"], blurb: "Run outpatient psychiatry, de-addiction services and liaison psychiatry for the wards.", hospitals: general() },
  { specialty: "ENT (Otolaryngology)", titles: ["ENT Surgeon", "ENT Consultant (Head & Neck)"], blurb: "See ENT outpatients, perform endoscopic sinus and ear surgery and cover ENT emergencies.", requirement: "MBBS with an MS or DNB in ENT (Otolaryngology)", hospitals: general(EYE_ENT) },
  { specialty: "Allergist", titles: ["Consultant Allergist", "Allergy & Asthma Specialist"], blurb: "Run the allergy clinic: skin-prick and patch testing, immunotherapy and difficult asthma.", requirement: "MBBS with an MD in Medicine, Pediatrics or Respiratory Medicine and allergy training", hospitals: general() },
  { specialty: "Dentist", titles: ["Dental Surgeon", "Consultant Orthodontist (Dentist)"], blurb: "See dental outpatients and in-patient referrals, with a fully equipped dental chair and OPG unit.", requirement: "BDS (MDS preferred) and valid State Dental Council registration", hospitals: general() },
  { specialty: "Emergency Medicine", titles: ["Emergency Medicine Consultant", "Emergency Physician (Night Shifts)", "Casualty Medical Officer (Emergency Medicine)"], internTitle: "Emergency Medicine Intern", blurb: "Lead resuscitations in a 24x7 emergency department with triage, trauma bays and a critical-care team.", hospitals: general() },
  { specialty: "Endocrinology", titles: ["Consultant Endocrinologist", "Diabetologist (Endocrinology)"], blurb: "Run diabetes, thyroid and obesity clinics and guide insulin-pump and CGM programmes.", hospitals: general() },
  { specialty: "Gastroenterology", titles: ["Consultant Gastroenterologist", "Interventional Endoscopist (Gastroenterology)"], blurb: "Perform diagnostic and therapeutic endoscopy, ERCP and manage the liver clinic.", hospitals: general(CANCER) },
  { specialty: "General Practice", titles: ["General Practitioner", "General Duty Medical Officer"], blurb: "See outpatients, cover the wards and emergency on a shared rota, and refer to specialists.", requirement: "MBBS", hospitals: general(COMMUNITY) },
  { specialty: "Hematology", titles: ["Consultant Hematologist", "Clinical Hematologist (Bone Marrow Transplant)"], blurb: "Manage anaemias, bleeding disorders and blood cancers, and support the transfusion service.", hospitals: general(CANCER) },
  { specialty: "Immunology", titles: ["Consultant Clinical Immunologist", "Immunology Specialist"], blurb: "See patients with immunodeficiency and autoimmune disease and guide immunoglobulin therapy.", hospitals: general() },
  { specialty: "Infectious Disease", titles: ["Infectious Disease Consultant", "Infection Control Physician (Infectious Disease)"], blurb: "Lead antimicrobial stewardship, the HIV and TB clinics and infection-control rounds.", hospitals: general() },
  { specialty: "Internal Medicine", titles: ["Consultant Physician (Internal Medicine)", "Hospitalist (Internal Medicine)", "Geriatric Medicine Consultant (Internal Medicine)"], internTitle: "Medical Intern (Internal Medicine)", blurb: "Look after adult in-patients and outpatients, with ward rounds, admissions and continuity of care for older patients.", requirement: "MBBS with an MD or DNB in General Medicine", hospitals: general() },
  { specialty: "Nephrology", titles: ["Consultant Nephrologist", "Transplant Nephrologist"], blurb: "Run the dialysis unit and the kidney clinic and care for transplant patients.", hospitals: general() },
  { specialty: "Ophthalmology", titles: ["Consultant Ophthalmologist", "Cataract & Refractive Surgeon (Ophthalmology)"], blurb: "See eye outpatients and run phaco and refractive surgery lists with modern diagnostics.", hospitals: general(EYE_ENT) },
  { specialty: "Pathology", titles: ["Consultant Pathologist", "Histopathologist (Pathology)"], blurb: "Report histopathology and cytology and oversee the NABL-accredited clinical laboratory.", hospitals: general(CANCER) },
  { specialty: "Physical Medicine & Rehabilitation", titles: ["Consultant Physiatrist (Physical Medicine & Rehabilitation)", "Rehabilitation Physician"], blurb: "Lead the rehabilitation unit for stroke, spinal and orthopaedic patients with the therapy team.", hospitals: general(ORTHO, NEURO) },
  { specialty: "Plastic Surgery", titles: ["Consultant Plastic Surgeon", "Burns & Reconstructive Surgeon (Plastic Surgery)"], blurb: "Run the burns unit and reconstructive and hand-surgery lists, with microsurgery support.", requirement: "MBBS with an MCh or DNB in Plastic Surgery", hospitals: general() },
  { specialty: "Pulmonology", titles: ["Consultant Pulmonologist", "Interventional Pulmonologist"], blurb: "See chest clinic patients, perform bronchoscopy and cover the respiratory ICU.", hospitals: general() },
  { specialty: "Rheumatology", titles: ["Consultant Rheumatologist", "Rheumatology Specialist"], blurb: "Manage inflammatory arthritis and connective-tissue disease, with a biologics day-care service.", hospitals: general() },
  { specialty: "Urology", titles: ["Consultant Urologist", "Endourologist (Urology)"], blurb: "Perform endourology, stone and prostate surgery and see urology outpatients.", requirement: "MBBS with an MCh or DNB in Urology", hospitals: general() },
  { specialty: "Other", titles: ["Occupational Health Physician", "Sports Medicine Physician"], blurb: "Look after the health of a large workforce or sports programme: fitness assessments, injuries and prevention.", requirement: "MBBS, with a diploma or MD in the relevant field an advantage,", hospitals: general() },
];

/** The job types a qualified doctor's post cycles through (internships have their own titles). */
export const JOB_TYPE_MIX: JobType[] = ["Full-time", "Full-time", "Part-time", "Full-time", "Contract", "Locum"];

export const DEMO_REVIEWS = [
  { name: "Dr. Meera Krishnan", rating: 5, review: "DocHire found me a consultant post in Kochi within three weeks. The team shortlisted hospitals that matched exactly what I asked for and handled the interview schedule." },
  { name: "Rakesh Agarwal, HR Head", rating: 5, review: "We filled four emergency medicine vacancies before the monsoon season rush. Every profile they sent was verified and interview-ready." },
  { name: "Dr. Farhan Siddiqui", rating: 4, review: "Clear salary information up front, which is rare. I moved from Lucknow to a full-time cardiology role in Delhi with their help." },
  { name: "Dr. Lavanya Reddy", rating: 5, review: "As a fresh MD I didn't know where to start. Their advisor explained locum options and I now work two part-time shifts that suit my family." },
  { name: "Sister Annamma Joseph, Nursing Superintendent", rating: 5, review: "Reliable locum cover for our paediatric ward at very short notice. Communication was prompt on phone and WhatsApp." },
  { name: "Dr. Prakash Iyer", rating: 4, review: "Helpful with my move to a hospital in Pune, including relocation questions. Would recommend to colleagues looking for a change." },
];

export const DEMO_CLIENTS = [
  { name: "Sunrise Multispeciality Hospital", color: [220, 38, 38] as [number, number, number] },
  { name: "Deccan Heart Institute", color: [190, 18, 60] as [number, number, number] },
  { name: "Kaveri Care Hospitals", color: [2, 132, 199] as [number, number, number] },
  { name: "Lotus Children's Hospital", color: [219, 39, 119] as [number, number, number] },
  { name: "Sahyadri Health City", color: [22, 163, 74] as [number, number, number] },
  { name: "Coromandel Cancer Centre", color: [124, 58, 237] as [number, number, number] },
  { name: "Nilgiri Eye & ENT Hospital", color: [13, 148, 136] as [number, number, number] },
  { name: "Aravali Orthopaedic Hospital", color: [234, 88, 12] as [number, number, number] },
];

export const DEMO_DOCTORS: { name: string; specialization: Specialty; location: string; experienceYears: number; availability: string; qualifications: string[]; skills: string[]; bio: string }[] = [
  { name: "Dr. Kavya Menon", specialization: "Cardiology", location: "Kochi", experienceYears: 12, availability: "Available in 30 days", qualifications: ["MBBS", "MD", "DM"], skills: ["Echocardiography", "Angioplasty", "Heart failure clinics", "TMT", "Cardiac rehabilitation"], bio: "Interventional cardiologist with twelve years of experience in high-volume cath labs, with a special interest in preventive cardiology and heart-failure care in smaller cities." },
  { name: "Dr. Arjun Malhotra", specialization: "Neurology", location: "Delhi", experienceYears: 9, availability: "Immediately available", qualifications: ["MBBS", "MD", "DM"], skills: ["Stroke thrombolysis", "EEG", "Epilepsy", "Movement disorders"], bio: "Neurologist who set up a 24x7 stroke pathway at a 300-bed hospital. Comfortable with teleneurology and teaching residents." },
  { name: "Dr. Sneha Kulkarni", specialization: "Pediatrics", location: "Pune", experienceYears: 7, availability: "Open to locum", qualifications: ["MBBS", "MD"], skills: ["NICU", "Neonatal resuscitation", "Vaccination clinics", "Paediatric emergencies"], bio: "Paediatrician with NICU experience, looking for locum and part-time work in Pune and nearby." },
  { name: "Dr. Imran Qureshi", specialization: "Orthopedics", location: "Hyderabad", experienceYears: 15, availability: "Available in 60 days", qualifications: ["MBBS", "MS"], skills: ["Joint replacement", "Arthroscopy", "Trauma surgery", "Spine"], bio: "Orthopaedic surgeon with over 1,500 joint replacements, trained in computer-navigated arthroplasty." },
  { name: "Dr. Priyanka Das", specialization: "Gynecology (Obstetrics & Gynecology)", location: "Kolkata", experienceYears: 10, availability: "Immediately available", qualifications: ["MBBS", "MS", "DNB"], skills: ["High-risk pregnancy", "Laparoscopy", "Infertility", "Colposcopy"], bio: "Obstetrician and gynaecologist experienced in high-risk pregnancy care and minimally invasive gynaecological surgery." },
  { name: "Dr. Vikram Rathore", specialization: "Anesthesiology", location: "Jaipur", experienceYears: 8, availability: "Open to contract", qualifications: ["MBBS", "MD"], skills: ["Regional anaesthesia", "ICU care", "Cardiac anaesthesia", "Pain management"], bio: "Anaesthesiologist with cardiac and critical care experience, open to contract roles across Rajasthan." },
];

export const DEMO_ACCOUNTS = {
  admin: { name: "DocHire Admin", password: "Admin@DocHire2026" },
  employer: { email: "hr@sunrisehospital.example", name: "Neha Sharma", company: DEMO_EMPLOYER_HOSPITAL, password: "Employer@DocHire2026", location: "Hyderabad", phone: "+91 98480 11111" },
  // Colleagues of the demo employer in its organisation (docs/decisions/091-organisations-and-roles.md).
  recruiter: { email: "recruiter@sunrisehospital.example", name: "Arjun Mehta", password: "Recruiter@DocHire2026", role: "recruiter" },
  hiringManager: { email: "hod.cardiology@sunrisehospital.example", name: "Dr. Kavita Iyer", password: "Manager@DocHire2026", role: "hiring_manager" },
  interviewer: { email: "interviewer@sunrisehospital.example", name: "Dr. Rohan Das", password: "Interviewer@DocHire2026", role: "interviewer" },
  doctor: { email: "dr.ananya@example.com", name: "Dr. Ananya Rao", specialization: "Cardiology", password: "Doctor@DocHire2026", location: "Bengaluru", phone: "+91 98450 22222" },
} as const;

/** The demo doctor's resume (made into a PDF at seed time, app/db/demo-resume.server.ts). */
export const DEMO_DOCTOR_RESUME = {
  name: DEMO_ACCOUNTS.doctor.name,
  headline: `${DEMO_ACCOUNTS.doctor.specialization} - ${DEMO_ACCOUNTS.doctor.location} - ${DEMO_ACCOUNTS.doctor.email}`,
  sections: [
    { title: "Profile", lines: ["Cardiologist with six years of experience in non-invasive cardiology", "and a growing interest in cardiac imaging."] },
    {
      title: "Experience",
      lines: [
        "2022 - present  Consultant Cardiologist, Narayana Heart Centre, Bengaluru",
        "2019 - 2022     Senior Resident, Cardiology, St. John's Medical College Hospital",
      ],
    },
    { title: "Qualifications", lines: ["MD (General Medicine), Bangalore Medical College, 2019", "MBBS, Mysore Medical College, 2015"] },
    { title: "Skills", lines: ["Echocardiography, Holter monitoring, TMT, preventive cardiology"] },
    { title: "Registration", lines: ["Karnataka Medical Council, KMC 98765"] },
  ],
};

export const DEMO_BLOG_POSTS = [
  {
    slug: "how-to-prepare-for-a-hospital-interview",
    title: "How to prepare for a hospital interview as a consultant",
    author: "DocHire Careers Desk",
    tags: ["Careers", "Interviews"],
    excerpt: "A practical checklist for doctors moving into consultant roles: documents, case discussions and salary talks.",
    body: `Moving into a consultant post is as much about **preparation** as it is about clinical skill.

## Before the interview

- Keep your medical council registration, degree certificates and experience letters in one folder.
- Prepare two or three case discussions that show your judgement, not just your outcomes.
- Read the hospital's recent news: new wings, accreditations, specialities they are building.

## During the interview

1. Be specific about the procedures you perform independently.
2. Ask about the team you will work with and the on-call rota.
3. Discuss OPD volumes and how new consultants are supported.

## Talking about salary

Hospitals in India increasingly state a range up front. If they do not, ask politely for the **fixed and variable** parts and how incentives are calculated.

> Tip: write down what was agreed and ask for it in the offer letter.`,
  },
  {
    slug: "locum-work-in-india-what-doctors-should-know",
    title: "Locum work in India: what doctors should know",
    author: "DocHire Careers Desk",
    tags: ["Locum", "Careers"],
    excerpt: "Locum shifts give flexibility and extra income. Here is how payment, indemnity and scheduling usually work.",
    body: `Locum work lets doctors cover shifts at hospitals that need short-term help.

## Why doctors choose locum work

- Flexibility around family, study or a second job
- Exposure to different hospitals before committing to one
- Extra income during exam preparation years

## What to check before you accept

| Question | Why it matters |
| --- | --- |
| Per-shift or per-hour pay? | Night shifts are often paid differently |
| Who covers indemnity? | Some hospitals include it, some do not |
| Payment timeline | Agree it in writing |

Always carry your registration certificate and a photo ID to the first shift.`,
  },
  {
    slug: "hiring-doctors-faster-a-guide-for-hospitals",
    title: "Hiring doctors faster: a guide for hospital HR teams",
    author: "DocHire Hospital Solutions",
    tags: ["Hospitals", "Hiring"],
    excerpt: "Vacancies in critical specialities cost hospitals revenue and morale. Five steps that shorten time-to-hire.",
    body: `A vacant consultant post can mean closed OPD slots and referrals going elsewhere.

## Five steps that shorten time-to-hire

1. **Write a clear job post** with the speciality, city, salary range and on-call expectations.
2. **Verify early**: check registration numbers before the first interview.
3. **Interview within a week** of shortlisting; good candidates have other offers.
4. **Make the offer in writing** the same day you decide.
5. **Plan onboarding**: credentialing, OT slots and introductions.

Hospitals that publish a salary range receive noticeably more applications from experienced doctors.`,
  },
  {
    slug: "medical-council-registration-checklist",
    title: "Medical council registration: a checklist before you change states",
    author: "DocHire Careers Desk",
    tags: ["Registration", "Compliance"],
    excerpt: "Moving to a new state? What to check about your NMC or state medical council registration before you join.",
    body: `Doctors registered with one state medical council who move to another should plan their paperwork early.

## Checklist

- Confirm whether the new employer needs a state registration or accepts your current one.
- Keep scanned copies of your degree, internship completion and registration certificates.
- Note renewal dates; some councils require continuing medical education credits.

Hospitals will usually verify your registration number online before issuing an offer.`,
  },
];

// Invented demo content for a believable site on first start. Names of people and hospitals are made up.
import type { JobType } from "~/lib/constants";

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

export const DEMO_HOSPITALS = [
  "Sunrise Multispeciality Hospital",
  "Deccan Heart Institute",
  "Kaveri Care Hospitals",
  "Narmada Medical Centre",
  "Lotus Children's Hospital",
  "Ganga Super Speciality Hospital",
  "Sahyadri Health City",
  "Coromandel Cancer Centre",
  "Vindhya Neuro Sciences",
  "Aravali Orthopaedic Hospital",
  "Brahmaputra Medical College Hospital",
  "Malabar Mother & Child Clinic",
  "Nilgiri Eye & ENT Hospital",
  "Charminar General Hospital",
  "Thar Desert Community Health Trust",
];

export const DEMO_CITIES = [
  "Hyderabad", "Bengaluru", "Mumbai", "Delhi", "Chennai", "Pune", "Kolkata", "Ahmedabad", "Jaipur", "Lucknow",
  "Kochi", "Visakhapatnam", "Indore", "Nagpur", "Bhubaneswar", "Coimbatore", "Chandigarh", "Guwahati",
];

type JobTemplate = { specialty: string; titles: string[]; blurb: string };

export const JOB_TEMPLATES: JobTemplate[] = [
  { specialty: "Cardiology", titles: ["Consultant Cardiologist", "Interventional Cardiologist", "Cardiology Registrar"], blurb: "Run OPD and cath-lab lists, manage CCU admissions and take part in the heart-failure programme." },
  { specialty: "Neurology", titles: ["Consultant Neurologist", "Stroke Physician (Neurology)", "Neurology Senior Resident"], blurb: "Lead the stroke pathway, read EEG and nerve-conduction studies and see neurology referrals." },
  { specialty: "Dermatology", titles: ["Consultant Dermatologist", "Cosmetic Dermatologist", "Dermatology Medical Officer"], blurb: "See general and cosmetic dermatology patients and perform minor procedures and laser sessions." },
  { specialty: "Pediatrics", titles: ["Consultant Pediatrician", "Neonatologist (Pediatrics)", "Pediatrics Duty Doctor"], blurb: "Cover the paediatric ward and NICU, run well-baby clinics and take part in the on-call rota." },
  { specialty: "Orthopedics", titles: ["Orthopedic Surgeon", "Joint Replacement Surgeon (Orthopedics)", "Orthopedics Registrar"], blurb: "Manage trauma and elective lists, including arthroplasty and arthroscopy, with a dedicated OT." },
  { specialty: "Radiology", titles: ["Consultant Radiologist", "Teleradiology Reporting Radiologist", "Radiology Resident"], blurb: "Report CT, MRI and ultrasound, with PACS access and turnaround targets agreed with clinicians." },
  { specialty: "General Surgery", titles: ["General Surgeon", "Laparoscopic Surgeon (General Surgery)", "General Surgery Registrar"], blurb: "Run elective laparoscopic lists and emergency surgery cover with a supportive anaesthesia team." },
  { specialty: "Family Medicine", titles: ["Family Medicine Physician", "Family Physician for Corporate Clinic", "General Duty Medical Officer (Family Medicine)"], blurb: "See walk-in and scheduled patients of all ages and coordinate preventive health check-ups." },
  { specialty: "Gynecology", titles: ["Consultant Gynecologist", "Obstetrician & Gynecologist", "Gynecology Resident"], blurb: "Manage antenatal clinics, labour ward and gynaecological surgery including laparoscopy." },
  { specialty: "Oncology", titles: ["Medical Oncologist", "Radiation Oncologist (Oncology)", "Surgical Oncology Fellow"], blurb: "Plan and deliver chemotherapy and targeted therapy within a multidisciplinary tumour board." },
  { specialty: "Anesthesiology", titles: ["Consultant Anesthesiologist", "Cardiac Anesthesiologist", "Anesthesiology Senior Resident"], blurb: "Provide anaesthesia for elective and emergency lists and cover the surgical ICU." },
  { specialty: "Psychiatry", titles: ["Consultant Psychiatrist", "Child & Adolescent Psychiatrist", "Psychiatry Medical Officer"], blurb: "Run outpatient psychiatry, de-addiction services and liaison psychiatry for the wards." },
  { specialty: "ENT", titles: ["ENT Surgeon", "ENT Consultant (Head & Neck)", "ENT Resident"], blurb: "See ENT outpatients, perform endoscopic sinus and ear surgery and cover ENT emergencies." },
];

export const JOB_TYPE_MIX: JobType[] = [
  "Full-time", "Full-time", "Full-time", "Full-time", "Part-time", "Contract", "Locum", "Internship",
];

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

export const DEMO_DOCTORS = [
  { name: "Dr. Kavya Menon", specialization: "Cardiology", location: "Kochi", experienceYears: 12, availability: "Available in 30 days", qualifications: ["MBBS", "MD", "DM"], skills: ["Echocardiography", "Angioplasty", "Heart failure clinics", "TMT", "Cardiac rehabilitation"], bio: "Interventional cardiologist with twelve years of experience in high-volume cath labs, with a special interest in preventive cardiology and heart-failure care in smaller cities." },
  { name: "Dr. Arjun Malhotra", specialization: "Neurology", location: "Delhi", experienceYears: 9, availability: "Immediately available", qualifications: ["MBBS", "MD", "DM"], skills: ["Stroke thrombolysis", "EEG", "Epilepsy", "Movement disorders"], bio: "Neurologist who set up a 24x7 stroke pathway at a 300-bed hospital. Comfortable with teleneurology and teaching residents." },
  { name: "Dr. Sneha Kulkarni", specialization: "Pediatrics", location: "Pune", experienceYears: 7, availability: "Open to locum", qualifications: ["MBBS", "MD"], skills: ["NICU", "Neonatal resuscitation", "Vaccination clinics", "Paediatric emergencies"], bio: "Paediatrician with NICU experience, looking for locum and part-time work in Pune and nearby." },
  { name: "Dr. Imran Qureshi", specialization: "Orthopedics", location: "Hyderabad", experienceYears: 15, availability: "Available in 60 days", qualifications: ["MBBS", "MS"], skills: ["Joint replacement", "Arthroscopy", "Trauma surgery", "Spine"], bio: "Orthopaedic surgeon with over 1,500 joint replacements, trained in computer-navigated arthroplasty." },
  { name: "Dr. Priyanka Das", specialization: "Gynecology", location: "Kolkata", experienceYears: 10, availability: "Immediately available", qualifications: ["MBBS", "MS", "DNB"], skills: ["High-risk pregnancy", "Laparoscopy", "Infertility", "Colposcopy"], bio: "Obstetrician and gynaecologist experienced in high-risk pregnancy care and minimally invasive gynaecological surgery." },
  { name: "Dr. Vikram Rathore", specialization: "Anesthesiology", location: "Jaipur", experienceYears: 8, availability: "Open to contract", qualifications: ["MBBS", "MD"], skills: ["Regional anaesthesia", "ICU care", "Cardiac anaesthesia", "Pain management"], bio: "Anaesthesiologist with cardiac and critical care experience, open to contract roles across Rajasthan." },
];

export const DEMO_ACCOUNTS = {
  admin: { name: "DocHire Admin", password: "Admin@DocHire2026" },
  employer: { email: "hr@sunrisehospital.example", name: "Neha Sharma", company: "Sunrise Multispeciality Hospital", password: "Employer@DocHire2026", location: "Hyderabad", phone: "+91 98480 11111" },
  doctor: { email: "dr.ananya@example.com", name: "Dr. Ananya Rao", specialization: "Cardiology", password: "Doctor@DocHire2026", location: "Bengaluru", phone: "+91 98450 22222" },
} as const;

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

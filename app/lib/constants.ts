// Every constant and option list of the product spec lives here (spec sections 2, 3 and 9).
// UI, server code and tests import these; nothing re-declares them.

export const MIN_PASSWORD_LENGTH = 6;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const FEATURED_JOBS_ON_HOME = 3;
export const ACTIVE_LISTING_DAYS = 30;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const DIRECTORY_SKILLS_SHOWN = 3;
export const DIRECTORY_BIO_LINES = 3;
export const CURRENCY_SYMBOL = "₹";
/** Dates are calendar days in India, wherever the server runs. */
export const TIME_ZONE = "Asia/Kolkata";
export const SALARY_FALLBACK = "Not Disclosed";
export const DEFAULT_POST_LOGIN_ROUTE = "/dashboard";
export const SAMPLE_APPLICATIONS_COUNT = 4;
/** Doctor dashboard stat cards (spec 2.8), in order; the figures come from the doctor's real data. */
export const DOCTOR_DASHBOARD_STAT_LABELS = {
  applicationsSent: "Applications Sent",
  interviews: "Interviews",
  offers: "Offers Received",
  profileViews: "Profile Views",
} as const;
export const RECENT_APPLICATIONS_SHOWN = 3;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const CHAT_WIDGET_COLLAPSE_MS = 5000;
export const COUNT_UP_DURATION_MS = 2500;
export const PAGE_FADE_SECONDS = 0.3;
export const JOB_CARD_STAGGER_SECONDS = 0.1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
export const TOAST_HOTKEY = "F8";
export const JOBS_PAGE_SIZE = 20;

export const STORAGE_BUCKETS = ["client-logos", "avatars", "resumes", "offer-letters", "candidate-files"] as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[number];
export const PUBLIC_BUCKETS: readonly StorageBucket[] = ["client-logos", "avatars"];

export const HOME_STATS = [
  { value: 1200, suffix: "+", label: "Jobs Available" },
  { value: 500, suffix: "+", label: "Happy Candidates" },
  { value: 250, suffix: "+", label: "Partner Hospitals" },
  { value: 98, suffix: "%", label: "Success Rate" },
] as const;

/**
 * Footer specialty links go to /jobs?specialty=<slug> (spec 2.1); each slug stands for exactly one specialty of
 * SPECIALTIES, and its label is that specialty's name.
 */
export const FOOTER_SPECIALTIES = [
  { slug: "cardiology", label: "Cardiology" },
  { slug: "neurology", label: "Neurology" },
  { slug: "pediatrics", label: "Pediatrics" },
  { slug: "emergency", label: "Emergency Medicine" },
  { slug: "family", label: "Family Medicine" },
] as const satisfies readonly { slug: string; label: Specialty }[];

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/jobs", label: "Find Jobs" },
  { to: "/services", label: "For Employers" },
  { to: "/about-us", label: "About Us" },
  { to: "/contact-us", label: "Contact Us" },
  { to: "/blog", label: "Blog" },
] as const;

/**
 * Home page doctor categories (26, spec 2.3), each linking to the jobs of the one specialty it belongs to.
 * Geriatrics and hospital medicine are not specialties of their own in the list; their jobs are posted under
 * Internal Medicine, so those two categories narrow Internal Medicine with a keyword.
 */
export const DOCTOR_CATEGORIES = [
  { name: "Cardiologist", specialty: "Cardiology" },
  { name: "Neurologist", specialty: "Neurology" },
  { name: "Dermatologist", specialty: "Dermatology" },
  { name: "Endocrinologist", specialty: "Endocrinology" },
  { name: "Obstetrics & Gynaecology", specialty: "Gynecology (Obstetrics & Gynecology)" },
  { name: "Oncologist", specialty: "Oncology" },
  { name: "Ophthalmologist", specialty: "Ophthalmology" },
  { name: "Psychiatrist", specialty: "Psychiatry" },
  { name: "Gastroenterologist", specialty: "Gastroenterology" },
  { name: "Internal Medicine", specialty: "Internal Medicine" },
  { name: "Orthopedic Surgeon", specialty: "Orthopedics" },
  { name: "Pediatrician", specialty: "Pediatrics" },
  { name: "Family Medicine", specialty: "Family Medicine" },
  { name: "Nephrologist", specialty: "Nephrology" },
  { name: "Radiologist", specialty: "Radiology" },
  { name: "Allergist", specialty: "Allergist" },
  { name: "Geriatrician", specialty: "Internal Medicine", keyword: "Geriatric" },
  { name: "Hematologist", specialty: "Hematology" },
  { name: "Hospital Medicine", specialty: "Internal Medicine", keyword: "Hospitalist" },
  { name: "Infectious Disease", specialty: "Infectious Disease" },
  { name: "General Surgeon", specialty: "General Surgery" },
  { name: "Anesthesiologist", specialty: "Anesthesiology" },
  { name: "Pulmonologist", specialty: "Pulmonology" },
  { name: "Emergency Medicine", specialty: "Emergency Medicine" },
  { name: "Urologist", specialty: "Urology" },
  { name: "Pathologist", specialty: "Pathology" },
] as const satisfies readonly { name: string; specialty: Specialty; keyword?: string }[];

export type DoctorCategory = (typeof DOCTOR_CATEGORIES)[number];

/** Where a home page category leads: its specialty's jobs, narrowed by the category's keyword when it has one. */
export function doctorCategoryHref(category: { specialty: Specialty; keyword?: string }): string {
  const params = new URLSearchParams();
  if (category.keyword) params.set("keyword", category.keyword);
  params.set("specialty", category.specialty);
  return `/jobs?${params}`;
}

/**
 * The medical specialties (32): the spec's profile specialization list. It is the one list of specialty names:
 * sign-up, the profile, the admin's doctor form, the job posting form, the /jobs specialty filter, job pages and
 * their JobPosting data all use these names. Other spellings a link may carry map to them through SPECIALTY_ALIASES.
 */
export const SPECIALTIES = [
  "Allergist",
  "Anesthesiology",
  "Cardiology",
  "Dermatology",
  "Dentist",
  "Emergency Medicine",
  "Endocrinology",
  "ENT (Otolaryngology)",
  "Family Medicine",
  "Gastroenterology",
  "General Practice",
  "General Surgery",
  "Gynecology (Obstetrics & Gynecology)",
  "Hematology",
  "Immunology",
  "Infectious Disease",
  "Internal Medicine",
  "Nephrology",
  "Neurology",
  "Oncology",
  "Ophthalmology",
  "Orthopedics",
  "Pathology",
  "Pediatrics",
  "Physical Medicine & Rehabilitation",
  "Plastic Surgery",
  "Psychiatry",
  "Pulmonology",
  "Radiology",
  "Rheumatology",
  "Urology",
  "Other",
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

/** Profile specialization (32, spec 3): the specialty list itself. */
export const PROFILE_SPECIALIZATIONS = SPECIALTIES;

/**
 * Other names of a specialty (the spec's shorter job and directory lists, the home categories, common spellings),
 * each mapped to its one name in SPECIALTIES. Keys are lowercase.
 */
export const SPECIALTY_ALIASES: Readonly<Record<string, Specialty>> = {
  allergy: "Allergist",
  anesthesia: "Anesthesiology",
  anaesthesiology: "Anesthesiology",
  ent: "ENT (Otolaryngology)",
  otolaryngology: "ENT (Otolaryngology)",
  gynecology: "Gynecology (Obstetrics & Gynecology)",
  gynaecology: "Gynecology (Obstetrics & Gynecology)",
  "obstetrics & gynecology": "Gynecology (Obstetrics & Gynecology)",
  "obstetrics & gynaecology": "Gynecology (Obstetrics & Gynecology)",
  "plastic surgeons": "Plastic Surgery",
  paediatrics: "Pediatrics",
  orthopaedics: "Orthopedics",
  // Names of doctors rather than of specialties (home categories, the directory filter).
  cardiologist: "Cardiology",
  neurologist: "Neurology",
  dermatologist: "Dermatology",
  endocrinologist: "Endocrinology",
  oncologist: "Oncology",
  ophthalmologist: "Ophthalmology",
  psychiatrist: "Psychiatry",
  gastroenterologist: "Gastroenterology",
  "orthopedic surgeon": "Orthopedics",
  pediatrician: "Pediatrics",
  nephrologist: "Nephrology",
  radiologist: "Radiology",
  hematologist: "Hematology",
  "general surgeon": "General Surgery",
  anesthesiologist: "Anesthesiology",
  pulmonologist: "Pulmonology",
  urologist: "Urology",
  pathologist: "Pathology",
};

/** The specialty a name stands for (its own name in any case, or an alias); null when it names none. */
export function canonicalSpecialty(name: string): Specialty | null {
  const key = name.trim().toLowerCase();
  return SPECIALTIES.find((s) => s.toLowerCase() === key) ?? SPECIALTY_ALIASES[key] ?? null;
}

/**
 * Directory specialty filter (26, spec 3), "All" meaning no filter. The spec wrote some of its entries as names of
 * doctors ("Radiologist", "Urologist", "Plastic Surgeons") or short forms ("ENT", "Gynecology"); each is shown under
 * its one name from SPECIALTIES, so a doctor's specialization reads the same at sign-up, in the directory and on jobs.
 */
export const DIRECTORY_SPECIALTIES = [
  "All",
  "Cardiology",
  "Neurology",
  "Pediatrics",
  "Orthopedics",
  "Dermatology",
  "General Surgery",
  "Gynecology (Obstetrics & Gynecology)",
  "Oncology",
  "Anesthesiology",
  "Endocrinology",
  "Gastroenterology",
  "Radiology",
  "Psychiatry",
  "ENT (Otolaryngology)",
  "Ophthalmology",
  "Pulmonology",
  "Urology",
  "Family Medicine",
  "Internal Medicine",
  "Allergist",
  "Dentist",
  "Emergency Medicine",
  "Nephrology",
  "Plastic Surgery",
  "Other",
] as const satisfies readonly ("All" | Specialty)[];

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Locum", "Internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

/**
 * Specialties a job is posted under and the /jobs page filters by: all of SPECIALTIES. The spec's jobs page
 * offered 13 of them, so Nephrology, Urology, Pathology, Emergency Medicine and the rest could not be posted
 * or found, though the home categories and the footer link to them.
 */
export const JOB_SPECIALTIES = SPECIALTIES;

export const ROLES = ["doctor", "employer"] as const;
export type Role = (typeof ROLES)[number];
/** The role a signed-in actor acts as: the super admin is a flag on top of an account. */
export type ActorRole = Role | "admin";

export const SALARY_UNITS = ["month", "year"] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

/** Qualifications a doctor can list in the directory. */
export const QUALIFICATIONS = ["MBBS", "MD", "MS", "DNB", "DM", "MCh", "BDS", "MDS", "Other"] as const;

/** An organisation's invitation link works this many days. */
export const INVITATION_VALID_DAYS = 7;

// Realistic job rows for the benchmark: titles per specialty, hospitals, a city mix weighted toward the metros,
// job types, salary styles (structured yearly / monthly, free text, none), ~10% closed, ~2% featured.
import { CITIES } from "~/lib/cities";
import { SPECIALTIES } from "~/lib/constants";
import { DEMO_DOCTORS, DEMO_HOSPITALS, JOB_TEMPLATES, JOB_TYPE_MIX, prng } from "~/db/demo-data";
import type { NewJob, profiles } from "~/db/schema";

type NewProfile = typeof profiles.$inferInsert;

const DAY = 86_400_000;

const GROUPS = ["Apollo-style", "Care", "City", "Metro", "Lifeline", "Sanjeevani", "Arogya", "Sri Sai", "Jeevan", "Prime", "Unity", "Medicover", "Sparsh", "Amrita", "Manipal-style"];
const SUFFIXES = ["Hospital", "Hospitals", "Multispeciality Hospital", "Medical Centre", "Clinic", "Health City", "Institute of Medical Sciences", "Nursing Home", "Super Speciality Hospital", "Diagnostics"];
const SENIORITY = ["", "", "", "Senior ", "Junior ", "Associate ", "Visiting ", "Chief "];
const OFFERS = [
  "competitive pay, CME support and accommodation assistance",
  "a fixed salary plus incentives, medical insurance and relocation support",
  "flexible shifts paid weekly",
  "a collegial team, modern equipment and a research budget",
  "housing on campus, transport and paid conference leave",
];
const EXTRA = [
  "The hospital is NABH accredited and runs a 24x7 emergency department.",
  "You will work with a multidisciplinary team and teach DNB residents.",
  "Night duties are shared on a fair rota with compensatory offs.",
  "Telemedicine consultations are part of the role two afternoons a week.",
  "The unit handles high patient volumes from the surrounding districts.",
  "",
];

/** Metros first and more often: the first 20 cities get about half of all jobs. */
function pickCity(r: () => number): string {
  const metro = r() < 0.5;
  const list = metro ? CITIES.slice(0, 20) : CITIES;
  return list[Math.floor(r() * list.length)]!;
}

export function generateJobs(count: number, options: { userIds: string[]; seed?: number; now?: number }): NewJob[] {
  const r = prng(options.seed ?? 42);
  const now = options.now ?? Date.now();
  const companies = [
    ...DEMO_HOSPITALS,
    ...GROUPS.flatMap((g) => SUFFIXES.map((s) => `${g} ${s}`)),
  ];
  const rows: NewJob[] = [];
  for (let i = 0; i < count; i++) {
    const template = JOB_TEMPLATES[Math.floor(r() * JOB_TEMPLATES.length)]!;
    const title = `${SENIORITY[Math.floor(r() * SENIORITY.length)]}${template.titles[Math.floor(r() * template.titles.length)]}`;
    const company = companies[Math.floor(r() * companies.length)]!;
    const city = pickCity(r);
    const type = JOB_TYPE_MIX[Math.floor(r() * JOB_TYPE_MIX.length)]!;
    const posted = new Date(now - Math.floor(r() * 120 * DAY));
    const kind = r();
    let salary: string | null = null;
    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    let salaryUnit: "month" | "year" | null = null;
    if (kind < 0.4) {
      salaryUnit = "year";
      salaryMin = (8 + Math.floor(r() * 40)) * 100_000;
      salaryMax = salaryMin + (2 + Math.floor(r() * 20)) * 100_000;
      salary = `${salaryMin / 100_000}-${salaryMax / 100_000} LPA`;
    } else if (kind < 0.6) {
      salaryUnit = "month";
      salaryMin = (60 + Math.floor(r() * 240)) * 1000;
      salaryMax = salaryMin + (10 + Math.floor(r() * 90)) * 1000;
      salary = `${salaryMin.toLocaleString("en-IN")} - ${salaryMax.toLocaleString("en-IN")} per month`;
    } else if (kind < 0.75) {
      salary = type === "Locum" ? `${(3 + Math.floor(r() * 5)) * 1000} per shift` : "Negotiable, as per experience";
    }
    const years = 1 + Math.floor(r() * 12);
    const description = [
      `${company} in ${city} is hiring a ${title}. ${template.blurb}`,
      `Requirements: MBBS with a postgraduate qualification in ${template.specialty} (MD/MS/DNB as applicable) and valid NMC or state medical council registration. ${type === "Internship" ? "Suitable for recent graduates." : `At least ${years} years of post-PG experience preferred.`}`,
      `${EXTRA[Math.floor(r() * EXTRA.length)]} What we offer: ${OFFERS[Math.floor(r() * OFFERS.length)]}.`.trim(),
    ].join("\n\n");
    // Experience asked for: none stated for about 40%, else a minimum and, for half of those, a maximum.
    const experience = r();
    const experienceMin = experience < 0.4 ? null : Math.floor(r() * 10);
    const experienceMax = experienceMin !== null && experience > 0.7 ? experienceMin + 2 + Math.floor(r() * 8) : null;
    const closed = r() < 0.1;
    rows.push({
      userId: options.userIds.length ? options.userIds[i % options.userIds.length]! : null,
      title,
      company,
      location: city,
      type,
      specialty: template.specialty,
      description,
      salary,
      salaryMin,
      salaryMax,
      salaryUnit,
      experienceMin,
      experienceMax,
      featured: r() < 0.02,
      postedDate: posted,
      createdAt: posted,
      updatedAt: posted,
      validThrough: closed ? new Date(now - Math.floor(1 + r() * 30) * DAY) : r() < 0.5 ? null : new Date(now + Math.floor(1 + r() * 120) * DAY),
    });
  }
  return rows;
}

const FIRST_NAMES = ["Aarav", "Ananya", "Arjun", "Bhavna", "Deepak", "Divya", "Farah", "Gaurav", "Ishita", "Karthik", "Lakshmi", "Meera", "Nikhil", "Pooja", "Rahul", "Rekha", "Sanjay", "Shreya", "Suresh", "Tanvi", "Varun", "Zoya"];
const LAST_NAMES = ["Rao", "Iyer", "Menon", "Sharma", "Verma", "Khan", "Das", "Patel", "Reddy", "Nair", "Gupta", "Kulkarni", "Bose", "Singh", "Joshi", "Pillai"];
const AVAILABILITY = ["Immediately available", "Available in 30 days", "Available in 60 days", "Open to locum", "Open to contract"];

/** Listed doctors for the directory (profiles without accounts, as the admin creates them); about a third verified. */
export function generateDoctors(count: number, options: { seed?: number; now?: number } = {}): NewProfile[] {
  const r = prng(options.seed ?? 7);
  const now = options.now ?? Date.now();
  const rows: NewProfile[] = [];
  for (let i = 0; i < count; i++) {
    const template = DEMO_DOCTORS[Math.floor(r() * DEMO_DOCTORS.length)]!;
    const name = `Dr. ${FIRST_NAMES[Math.floor(r() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(r() * LAST_NAMES.length)]} ${i + 1}`;
    const specialization = SPECIALTIES[Math.floor(r() * SPECIALTIES.length)]!;
    rows.push({
      id: `bench-doctor-${i + 1}`,
      role: "doctor",
      name,
      specialization,
      location: pickCity(r),
      experienceYears: 1 + Math.floor(r() * 30),
      availability: AVAILABILITY[Math.floor(r() * AVAILABILITY.length)]!,
      qualifications: template.qualifications,
      skills: template.skills,
      bio: template.bio,
      listed: true,
      verifiedAt: r() < 0.35 ? new Date(now - Math.floor(r() * 300) * DAY) : null,
    });
  }
  return rows;
}

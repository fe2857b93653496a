import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { db } from "./client.server";
import * as t from "./schema";
import { env } from "~/env.server";
import { storeFile } from "~/services/storage/storage.server";
import { makeObjectKey, publicFileUrl } from "~/services/storage/storage.server";
import { avatarPng, logoPng } from "./demo-images.server";
import { resumePdf } from "./demo-resume.server";
import { seedDemoNotes } from "./seed-candidate-notes.server";
import { seedDemoHiring } from "./seed-hiring.server";
import { seedDemoScorecards } from "./seed-scorecards.server";
import { seedDemoPipelines } from "./seed-pipelines.server";
import {
  DEMO_ACCOUNTS,
  DEMO_BLOG_POSTS,
  DEMO_CITIES,
  DEMO_CLIENTS,
  DEMO_DOCTOR_RESUME,
  DEMO_DOCTORS,
  DEMO_EMPLOYER_HOSPITAL,
  DEMO_GENERAL_HOSPITALS,
  DEMO_REVIEWS,
  DEMO_YEARLY_LPA,
  JOB_TEMPLATES,
  JOB_TYPE_MIX,
  prng,
} from "./demo-data";

const DAY = 86_400_000;

/** True when nobody has signed up and no job exists: a database nothing has been written to. */
export async function isDatabaseEmpty(): Promise<boolean> {
  const result = await db().execute<{ users: number; jobs: number }>(
    sql`select (select count(*) from "user")::int as users, (select count(*) from jobs)::int as jobs`,
  );
  const row = result.rows[0];
  return !!row && row.users === 0 && row.jobs === 0;
}

/**
 * Seeds demo data on start-up when due. auto: only an empty embedded database (never a DATABASE_URL one);
 * always: any empty database; never: not at all.
 */
export async function seedIfEmpty(mode: "auto" | "always" | "never"): Promise<boolean> {
  if (mode === "never") return false;
  if (mode === "auto" && env().DATABASE_URL) return false;
  if (!(await isDatabaseEmpty())) return false;
  await seedDemoData();
  return true;
}

/** Removes every row of every table (used by `npm run db:seed` on the embedded database). */
export async function clearAllData(): Promise<void> {
  await db().execute(sql`truncate table
    audit_log, job_team_members, organisation_invitations, organisation_members, organisations, two_factor, data_exports, file_views, files, dev_mailbox, contact_messages, blog_posts, trusted_clients, google_reviews,
    saved_jobs, applications, jobs, profiles, rate_limit, verification, session, account, "user"
    restart identity cascade`);
}

/** An organisation owned by `ownerId`, verified or not; returns its id. */
async function createOrganisation(ownerId: string, values: Omit<typeof t.organisations.$inferInsert, "id">): Promise<string> {
  const [org] = await db().insert(t.organisations).values(values).returning({ id: t.organisations.id });
  await db().insert(t.organisationMembers).values({ organisationId: org!.id, userId: ownerId, role: "owner" });
  return org!.id;
}

async function createAccount(input: {
  email: string;
  name: string;
  password: string;
  role: "doctor" | "employer";
  profile: Partial<typeof t.profiles.$inferInsert>;
}): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date();
  await db().insert(t.user).values({ id, name: input.name, email: input.email.toLowerCase(), emailVerified: true });
  await db().insert(t.account).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(input.password),
  });
  await db()
    .insert(t.profiles)
    .values({ id, userId: id, role: input.role, name: input.name, email: input.email.toLowerCase(), passwordChangedAt: now, ...input.profile });
  return id;
}

export async function seedDemoData(): Promise<void> {
  const random = prng(20261122);
  const now = Date.now();

  // Accounts: the super admin (ADMIN_EMAIL), one employer, one doctor.
  const adminId = await createAccount({
    email: env().ADMIN_EMAIL,
    name: DEMO_ACCOUNTS.admin.name,
    password: DEMO_ACCOUNTS.admin.password,
    role: "employer",
    profile: { company: env().BRAND_NAME, location: "Hyderabad", verifiedAt: new Date(now) },
  });
  const e = DEMO_ACCOUNTS.employer;
  const employerId = await createAccount({
    email: e.email,
    name: e.name,
    password: e.password,
    role: "employer",
    // Verified, so the demo employer can open the resumes doctors share (issue 14).
    profile: { company: e.company, location: e.location, phone: e.phone, verifiedAt: new Date(now), orgType: "hospital", contactPerson: e.name },
  });
  const adminOrgId = await createOrganisation(adminId, { name: env().BRAND_NAME, location: "Hyderabad", verifiedAt: new Date(now) });
  // The demo employer's hospital is a verified organisation; its colleagues share the verification.
  const employerOrgId = await createOrganisation(employerId, {
    name: e.company,
    orgType: "hospital",
    location: e.location,
    contactPerson: e.name,
    verificationRequestedAt: new Date(now - 2 * DAY),
    verifiedAt: new Date(now),
  });
  const colleagues: Record<"recruiter" | "hiringManager" | "interviewer", string> = { recruiter: "", hiringManager: "", interviewer: "" };
  for (const key of ["recruiter", "hiringManager", "interviewer"] as const) {
    const c = DEMO_ACCOUNTS[key];
    const id = await createAccount({ email: c.email, name: c.name, password: c.password, role: "employer", profile: { company: e.company, location: e.location } });
    await db().insert(t.organisationMembers).values({ organisationId: employerOrgId, userId: id, role: c.role });
    colleagues[key] = id;
  }
  const d = DEMO_ACCOUNTS.doctor;
  const doctorId = await createAccount({
    email: d.email,
    name: d.name,
    password: d.password,
    role: "doctor",
    profile: {
      specialization: d.specialization,
      location: d.location,
      phone: d.phone,
      listed: true,
      resumeOpenToEmployers: true,
      bio: "Cardiologist with six years of experience in non-invasive cardiology and a growing interest in cardiac imaging.",
      skills: ["Echocardiography", "Holter monitoring", "TMT", "Preventive cardiology"],
      experienceYears: 6,
      availability: "Available in 30 days",
      qualifications: ["MBBS", "MD"],
    },
  });
  // Her resume, shared with verified employers (resumeOpenToEmployers above): a real PDF, stored like an upload
  // (resumes/{profileId}/{timestamp}-{random}.pdf, through the storage service, so on disk or S3 alike).
  const resumeKey = `${doctorId}/${now}-${crypto.randomBytes(8).toString("hex")}.pdf`;
  await storeFile({ bucket: "resumes", key: resumeKey, bytes: resumePdf(DEMO_DOCTOR_RESUME), contentType: "application/pdf", ownerId: doctorId, originalName: "Ananya-Rao-Resume.pdf" });
  await db().update(t.profiles).set({ resumeUrl: publicFileUrl("resumes", resumeKey) }).where(eq(t.profiles.id, doctorId));

  // Every title of every specialty once (about 80 jobs), plus the internships, across all job types and 18 cities.
  // Each hospital posts only for specialties it has (a cancer centre hires oncologists, not stroke physicians), and
  // internships only carry intern titles. The demo employer's jobs are the ones at its own hospital.
  const postings = JOB_TEMPLATES.flatMap((template, templateIndex) => [
    ...template.titles.map((title, k) => ({ template, templateIndex, k, title, intern: false })),
    ...(template.internTitle ? [{ template, templateIndex, k: template.titles.length, title: template.internTitle, intern: true }] : []),
  ]);
  const jobs: (typeof t.jobs.$inferInsert)[] = [];
  let yearly = 0;
  for (const [n, { template, templateIndex, k, title, intern }] of postings.entries()) {
    const specialists = template.hospitals.filter((h) => !(DEMO_GENERAL_HOSPITALS as readonly string[]).includes(h));
    const others = DEMO_GENERAL_HOSPITALS.filter((h) => h !== DEMO_EMPLOYER_HOSPITAL);
    const company =
      k < specialists.length ? specialists[k]! : n % 3 === 1 ? DEMO_EMPLOYER_HOSPITAL : others[(templateIndex * 3 + k) % others.length]!;
    const city = DEMO_CITIES[(n * 5 + templateIndex) % DEMO_CITIES.length]!;
    const type = intern ? "Internship" : JOB_TYPE_MIX[n % JOB_TYPE_MIX.length]!;
    const postedDaysAgo = Math.floor(random() * 55);
    const posted = new Date(now - postedDaysAgo * DAY - Math.floor(random() * DAY));
    const salaryKind = n % 5;
    let salary: string | null = null;
    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    let salaryUnit: "month" | "year" | null = null;
    if (type === "Locum") {
      // Locum cover is paid by the shift.
      if (salaryKind !== 4) salary = `${((3 + (n % 5)) * 1000).toLocaleString("en-IN")} per shift`;
    } else if (intern) {
      salaryUnit = "month";
      salaryMin = (25 + Math.floor(random() * 6)) * 1000;
      salaryMax = salaryMin + 5000;
      salary = `${salaryMin.toLocaleString("en-IN")} - ${salaryMax.toLocaleString("en-IN")} per month stipend`;
    } else if (salaryKind === 0 || salaryKind === 1) {
      salaryUnit = "year";
      const low = DEMO_YEARLY_LPA[yearly++ % DEMO_YEARLY_LPA.length]! * 100_000;
      salaryMin = low;
      salaryMax = low + (2 + Math.floor(random() * 8)) * 100_000;
      salary = `${salaryMin / 100_000}–${salaryMax / 100_000} LPA`;
    } else if (salaryKind === 2) {
      salaryUnit = "month";
      const low = (80 + Math.floor(random() * 150)) * 1000;
      salaryMin = low;
      salaryMax = low + (20 + Math.floor(random() * 60)) * 1000;
      salary = `${salaryMin.toLocaleString("en-IN")} - ${salaryMax.toLocaleString("en-IN")} per month`;
    } else if (salaryKind === 3) {
      salary = "Negotiable, as per experience";
    }
    const requirement = template.requirement ?? `MBBS with a postgraduate qualification in ${template.specialty} (MD/MS/DNB as applicable)`;
    // The experience the text asks for is also the job's structured range (the experience filter reads it).
    const experienceMin = intern ? null : 1 + (n % 6);
    const experienceMax = experienceMin !== null && n % 4 === 0 ? experienceMin + 4 : null;
    const experienceText =
      experienceMin === null ? "" : experienceMax !== null ? ` Between ${experienceMin} and ${experienceMax} years of clinical experience.` : ` At least ${experienceMin} years of clinical experience preferred.`;
    const requirements = intern
      ? "Requirements: MBBS with provisional or permanent registration with the NMC or a state medical council. Suitable for recent graduates."
      : `Requirements: ${requirement}${requirement.includes("registration") ? "" : " and valid NMC or state medical council registration"}.${experienceText}`;
    // Hyderabad's twin city, as hospitals there write it.
    const place = city === "Hyderabad" && n % 2 === 1 ? "Secunderabad, Hyderabad" : city;
    const offer = intern ? "a monthly stipend, structured teaching and supervised rotations" : type === "Locum" ? "flexible shifts paid weekly" : "competitive pay, CME support, accommodation assistance and a collegial team";
    // Two jobs past their closing date and one the demo employer closed, all in specialties with other open jobs.
    const closedByDate = n === 11 || n === 37;
    const closedByHand = n === 34;
    jobs.push({
      userId: company === DEMO_EMPLOYER_HOSPITAL ? employerId : adminId,
      organisationId: company === DEMO_EMPLOYER_HOSPITAL ? employerOrgId : adminOrgId,
      title,
      company,
      location: city,
      type,
      specialty: template.specialty,
      experienceMin,
      experienceMax,
      description: `${company} in ${place} is hiring a ${title}. ${template.blurb}\n\n${requirements}\n\nWhat we offer: ${offer}.`,
      salary,
      salaryMin,
      salaryMax,
      salaryUnit,
      featured: (n % 10 === 0 || n === 3) && !closedByHand,
      postedDate: posted,
      createdAt: posted,
      updatedAt: posted,
      validThrough: closedByDate ? new Date(now - 2 * DAY) : new Date(Math.max(posted.getTime() + (45 + (n % 30)) * DAY, now + 10 * DAY)),
      closedAt: closedByHand ? new Date(now - 3 * DAY) : null,
    });
  }
  const inserted = await db().insert(t.jobs).values(jobs).returning({ id: t.jobs.id, organisationId: t.jobs.organisationId, closedAt: t.jobs.closedAt });
  // The hiring manager is on the team of the hospital's first two open jobs, the interviewer on the first one.
  const hospitalJobs = inserted.filter((j) => j.organisationId === employerOrgId && !j.closedAt).slice(0, 2);
  await db()
    .insert(t.jobTeamMembers)
    .values([
      ...hospitalJobs.map((j) => ({ jobId: j.id, userId: colleagues.hiringManager })),
      ...hospitalJobs.slice(0, 1).map((j) => ({ jobId: j.id, userId: colleagues.interviewer })),
    ]);

  // Reviews with generated avatars.
  const palette: [number, number, number][] = [
    [13, 148, 136], [2, 132, 199], [124, 58, 237], [219, 39, 119], [234, 88, 12], [22, 163, 74],
  ];
  for (const [i, review] of DEMO_REVIEWS.entries()) {
    const key = makeObjectKey("png");
    await storeFile({ bucket: "avatars", key, bytes: avatarPng(palette[i % palette.length]!), contentType: "image/png", ownerId: adminId });
    await db().insert(t.googleReviews).values({
      ...review,
      avatarUrl: publicFileUrl("avatars", key),
      createdAt: new Date(now - (i + 1) * 3 * DAY),
    });
  }

  // Trusted clients with generated logos.
  for (const [i, client] of DEMO_CLIENTS.entries()) {
    const key = makeObjectKey("png");
    await storeFile({ bucket: "client-logos", key, bytes: logoPng(i, client.color), contentType: "image/png", ownerId: adminId });
    await db().insert(t.trustedClients).values({ name: client.name, logoUrl: publicFileUrl("client-logos", key), createdAt: new Date(now - i * DAY) });
  }

  // Directory profiles created by the admin (no account behind them).
  for (const [i, doctor] of DEMO_DOCTORS.entries()) {
    const key = makeObjectKey("png");
    await storeFile({ bucket: "avatars", key, bytes: avatarPng(palette[(i + 2) % palette.length]!), contentType: "image/png", ownerId: adminId });
    await db().insert(t.profiles).values({
      id: crypto.randomUUID(),
      role: "doctor",
      listed: true,
      resumeOpenToEmployers: true,
      avatarUrl: publicFileUrl("avatars", key),
      registrationNumber: `TSMC/FMR/${10234 + i * 17}`,
      verifiedAt: i % 2 === 0 ? new Date(now - 10 * DAY) : null,
      ...doctor,
    });
  }

  // Applicants on the demo employer's jobs in every stage with weeks of history, and the demo doctor's own
  // applications; then the team's work on them (tags, interviews, offers, e-mails sent). Anything more the team writes
  // about its candidates (notes, scorecards) is seeded the same way: one call here taking `pipeline`.
  const team = { organisationId: employerOrgId, name: e.company, ownerId: employerId, recruiterId: colleagues.recruiter, hiringManagerId: colleagues.hiringManager, interviewerId: colleagues.interviewer };
  const pipeline = await seedDemoPipelines({ team, doctorId, adminId });
  await seedDemoHiring(pipeline);
  await seedDemoScorecards(pipeline);
  await seedDemoNotes({ organisationId: employerOrgId, jobId: hospitalJobs[0]?.id, colleagues, now });

  // Blog.
  for (const [i, post] of DEMO_BLOG_POSTS.entries()) {
    const published = new Date(now - (i * 9 + 2) * DAY);
    await db().insert(t.blogPosts).values({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      bodyMarkdown: post.body,
      author: post.author,
      tags: post.tags,
      publishedAt: published,
      updatedAt: published,
    });
  }
}

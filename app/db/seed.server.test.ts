import { count, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, database } from "./client.server";
import * as t from "./schema";
import { isDatabaseEmpty, seedDemoData } from "./seed.server";
import { DEFAULT_STAGE_TEMPLATE } from "~/features/applications/stage-template";
import { JOB_SPECIALTIES, JOB_TYPES } from "~/lib/constants";
import { storageDriver } from "~/services/storage/storage.server";
import { sniffImageType } from "~/lib/file-type";
import { parseFileUrl } from "~/services/storage/storage.server";
import { decideResumeAccess } from "~/services/storage/resume-access.server";
import { DEMO_ACCOUNTS } from "./demo-data";

describe("demo seed", () => {
  it("starts from an empty database with pg_trgm available", async () => {
    expect(await isDatabaseEmpty()).toBe(true);
    const ext = await db().execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    expect(database().kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("seeds a believable site", async () => {
    await seedDemoData();
    expect(await isDatabaseEmpty()).toBe(false);
    const jobs = await db().select().from(t.jobs);
    expect(jobs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(jobs.map((j) => j.specialty))).toEqual(new Set(JOB_SPECIALTIES));
    expect(new Set(jobs.map((j) => j.type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(15);
    expect(jobs.filter((j) => j.featured).length).toBeGreaterThanOrEqual(3);
    const [reviews] = await db().select({ n: count() }).from(t.googleReviews);
    expect(reviews!.n).toBe(6);
    const clients = await db().select().from(t.trustedClients);
    expect(clients).toHaveLength(8);
    for (const client of clients) {
      const ref = parseFileUrl(client.logoUrl);
      expect(ref).not.toBeNull();
      const bytes = await storageDriver().get(ref!.bucket, ref!.key);
      expect(sniffImageType(bytes!)).toBe("image/png");
    }
    const doctors = await db().select().from(t.profiles).where(eq(t.profiles.role, "doctor"));
    expect(doctors.length).toBeGreaterThanOrEqual(5);
    const users = await db().select().from(t.user);
    expect(users.map((u) => u.email)).toContain("admin@dochire.in");
    const posts = await db().select().from(t.blogPosts).orderBy(desc(t.blogPosts.publishedAt));
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });

  it("shows a living pipeline: applicants in every stage on the demo employer's jobs, and the demo doctor's applications in several", async () => {
    const [employer] = await db().select({ id: t.user.id }).from(t.user).where(eq(t.user.email, DEMO_ACCOUNTS.employer.email));
    const standing = await db()
      .select({ jobId: t.applications.jobId, stage: t.jobStages.name })
      .from(t.applications)
      .innerJoin(t.jobStages, eq(t.jobStages.id, t.applications.stageId))
      .innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId))
      .where(eq(t.jobs.userId, employer!.id));
    expect(new Set(standing.map((s) => s.stage))).toEqual(new Set(DEFAULT_STAGE_TEMPLATE.map((s) => s.name)));
    expect(new Set(standing.map((s) => s.jobId)).size).toBeGreaterThanOrEqual(3);
    const [doctor] = await db().select({ id: t.profiles.id }).from(t.profiles).where(eq(t.profiles.email, DEMO_ACCOUNTS.doctor.email));
    const mine = await db()
      .select({ stage: t.jobStages.name, kind: t.jobStages.kind })
      .from(t.applications)
      .innerJoin(t.jobStages, eq(t.jobStages.id, t.applications.stageId))
      .where(eq(t.applications.doctorId, doctor!.id));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mine.map((m) => m.stage)).size).toBeGreaterThanOrEqual(3);
    expect(mine.some((m) => m.kind === "active")).toBe(true);
  });

  it("keeps notes on the demo hospital's candidates: the recruiter's mentions the hiring manager, who has it in the bell", async () => {
    const [manager] = await db().select({ id: t.user.id }).from(t.user).where(eq(t.user.email, DEMO_ACCOUNTS.hiringManager.email));
    const notes = await db().select({ id: t.candidateNotes.id, applicationId: t.candidateNotes.applicationId, body: t.candidateNotes.body }).from(t.candidateNotes);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    const [mention] = await db().select().from(t.candidateNoteMentions).where(eq(t.candidateNoteMentions.userId, manager!.id));
    const mentioned = notes.find((n) => n.id === mention!.noteId)!;
    expect(mentioned.body).toContain(`@${DEMO_ACCOUNTS.hiringManager.name}`);
    const [bell] = await db().select().from(t.notifications).where(eq(t.notifications.userId, manager!.id));
    expect(bell).toMatchObject({ kind: "mention", link: `/dashboard/candidates/${mentioned.applicationId}#note-${mentioned.id}` });
    // The note is on a job whose team the hiring manager is on, so the link opens for them.
    const [onTeam] = await db()
      .select({ jobId: t.jobTeamMembers.jobId })
      .from(t.jobTeamMembers)
      .innerJoin(t.applications, eq(t.applications.jobId, t.jobTeamMembers.jobId))
      .where(sql`${t.jobTeamMembers.userId} = ${manager!.id} and ${t.applications.id} = ${mentioned.applicationId}`);
    expect(onTeam).toBeDefined();
  });

  it("gives the demo doctor a real PDF resume, stored like an upload and shared with verified employers such as the demo employer", async () => {
    const [doctor] = await db().select().from(t.profiles).where(eq(t.profiles.email, DEMO_ACCOUNTS.doctor.email));
    expect(doctor?.resumeOpenToEmployers).toBe(true);
    const ref = parseFileUrl(doctor!.resumeUrl);
    expect(ref?.bucket).toBe("resumes");
    expect(ref!.key).toMatch(new RegExp(`^${doctor!.id}/\\d{13}-[0-9a-f]{16}\\.pdf$`));
    const [file] = await db().select().from(t.files).where(eq(t.files.key, ref!.key));
    expect(file).toMatchObject({ bucket: "resumes", ownerId: doctor!.id, contentType: "application/pdf" });
    const pdf = Buffer.from((await storageDriver().get("resumes", ref!.key))!).toString("latin1");
    expect(file!.size).toBe(Buffer.byteLength(pdf, "latin1"));
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf).toContain(`(${DEMO_ACCOUNTS.doctor.name}) Tj`);
    // Well-formed: startxref points at the cross-reference table, whose entries point at their objects.
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThanOrEqual(6);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const [employer] = await db()
      .select({ id: t.profiles.id, verifiedAt: t.profiles.verifiedAt })
      .from(t.profiles)
      .where(eq(t.profiles.email, DEMO_ACCOUNTS.employer.email));
    const actor = { userId: employer!.id, email: DEMO_ACCOUNTS.employer.email, name: DEMO_ACCOUNTS.employer.name, role: "employer" as const, isAdmin: false, verified: !!employer!.verifiedAt };
    expect(await decideResumeAccess(actor, doctor!.id)).toMatchObject({ allow: true, viaApplication: false });
  });

  it("fills every job's words and the known words (the words index of the keyword search)", async () => {
    const rows = await db().execute<{ n: number; known: number }>(
      sql`select (select count(*)::int from jobs where words @@ 'cardiology'::tsquery) as n,
                 (select count(*)::int from search_words where word in ('cardiology', 'mumbai')) as known`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
    expect(rows.rows[0]!.known).toBe(2);
  });
});

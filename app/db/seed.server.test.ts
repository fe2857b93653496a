import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
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
import { getDoctorStats, listMyApplications } from "~/features/applications/applications.server";
import { listInterviewsForDoctor } from "~/features/applications/interviews/interviews.server";
import { listOffersForDoctor } from "~/features/applications/offers/offers.server";

const DAY = 86_400_000;

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

  it("has the hiring manager's and interviewer's scorecards on candidates in Interview, Offer and Hired, a rating per criterion, none by the owner", async () => {
    const emails = [DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.hiringManager.email, DEMO_ACCOUNTS.interviewer.email];
    const people = await db().select({ id: t.user.id, email: t.user.email }).from(t.user).where(inArray(t.user.email, emails));
    const idOf = (email: string) => people.find((p) => p.email === email)!.id;
    const cards = await db()
      .select({ id: t.scorecards.id, authorId: t.scorecards.authorId, jobId: t.applications.jobId, stage: t.jobStages.name })
      .from(t.scorecards)
      .innerJoin(t.applications, eq(t.applications.id, t.scorecards.applicationId))
      .innerJoin(t.jobStages, eq(t.jobStages.id, t.applications.stageId));
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cards.map((c) => c.stage))).toEqual(new Set(["Interview", "Offer", "Hired"]));
    expect(new Set(cards.map((c) => c.authorId))).toEqual(new Set([idOf(DEMO_ACCOUNTS.hiringManager.email), idOf(DEMO_ACCOUNTS.interviewer.email)]));
    for (const card of cards.slice(0, 5)) {
      const ratings = await db().select({ criterionId: t.scorecardRatings.criterionId, rating: t.scorecardRatings.rating }).from(t.scorecardRatings).where(eq(t.scorecardRatings.scorecardId, card.id));
      const criteria = await db().select({ id: t.scorecardCriteria.id }).from(t.scorecardCriteria).where(eq(t.scorecardCriteria.jobId, card.jobId!));
      expect(ratings.map((r) => r.criterionId).sort()).toEqual(criteria.map((c) => c.id).sort());
      expect(ratings.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    }
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

  it("gives the demo employer's team work in hand: histories over weeks, tags, interviews, offers and e-mails sent", async () => {
    const [org] = await db().select({ id: t.organisations.id }).from(t.organisations).where(eq(t.organisations.name, DEMO_ACCOUNTS.employer.company));
    const onJobs = and(eq(t.jobs.organisationId, org!.id));
    // Histories reach back weeks, with time spent in each stage (not every move on one day).
    const histories = await db().select({ history: t.applications.history }).from(t.applications).innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId)).where(onJobs);
    const firstAt = Math.min(...histories.map((h) => Date.parse(h.history[0]!.at)));
    expect(Date.now() - firstAt).toBeGreaterThan(21 * DAY);
    const gaps = histories.flatMap((h) => h.history.slice(1).map((step, i) => Date.parse(step.at) - Date.parse(h.history[i]!.at)));
    expect(Math.min(...gaps)).toBeGreaterThan(DAY / 2);
    expect(new Set(gaps.map((g) => Math.round(g / DAY))).size).toBeGreaterThanOrEqual(4);
    // Moves made by the team's colleagues, not all by the owner.
    const movers = await db().selectDistinct({ by: t.applicationStageMoves.byUserId }).from(t.applicationStageMoves).innerJoin(t.applications, eq(t.applications.id, t.applicationStageMoves.applicationId)).innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId)).where(onJobs);
    const [recruiter] = await db().select({ id: t.user.id }).from(t.user).where(eq(t.user.email, DEMO_ACCOUNTS.recruiter.email));
    expect(movers.map((m) => m.by)).toContain(recruiter!.id);
    // Tags, booked interviews and offers on its candidates; e-mails in their timelines, rendered for each doctor.
    const [tags] = await db().select({ n: count() }).from(t.candidateTags).innerJoin(t.organisationTags, eq(t.organisationTags.id, t.candidateTags.tagId)).where(eq(t.organisationTags.organisationId, org!.id));
    expect(tags!.n).toBeGreaterThanOrEqual(5);
    const interviews = await db().select({ status: t.interviews.status, startsAt: t.interviews.startsAt }).from(t.interviews).innerJoin(t.applications, eq(t.applications.id, t.interviews.applicationId)).innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId)).where(onJobs);
    expect(interviews.filter((i) => i.status === "booked" && i.startsAt! > new Date()).length).toBeGreaterThanOrEqual(1);
    const mails = await db().select({ subject: t.applicationEmails.subject, body: t.applicationEmails.body, moveId: t.applicationEmails.moveId }).from(t.applicationEmails).innerJoin(t.applications, eq(t.applications.id, t.applicationEmails.applicationId)).innerJoin(t.jobs, eq(t.jobs.id, t.applications.jobId)).where(onJobs);
    expect(mails.length).toBeGreaterThanOrEqual(5);
    expect(mails.every((m) => !m.subject.includes("{{") && !m.body.includes("{{") && m.body.includes("Dear Dr."))).toBe(true);
    expect(mails.some((m) => m.moveId !== null)).toBe(true);
  });

  it("gives the demo doctor's dashboard applications in several stages, an interview to book and an offer to answer", async () => {
    const [doctor] = await db().select({ id: t.profiles.id, userId: t.profiles.userId }).from(t.profiles).where(eq(t.profiles.email, DEMO_ACCOUNTS.doctor.email));
    const actor = { userId: doctor!.userId!, email: DEMO_ACCOUNTS.doctor.email, name: DEMO_ACCOUNTS.doctor.name, role: "doctor" as const, isAdmin: false };
    const applications = await listMyApplications({ actor });
    expect(applications.length).toBeGreaterThanOrEqual(5);
    expect(new Set(applications.map((a) => a.doctorView)).size).toBeGreaterThanOrEqual(3);
    expect(applications.filter((a) => a.company === DEMO_ACCOUNTS.employer.company)).toHaveLength(2);
    const interviews = await listInterviewsForDoctor({ actor });
    expect(interviews).toHaveLength(1);
    expect(interviews[0]).toMatchObject({ status: "proposed" });
    expect(interviews[0]!.slots.length).toBeGreaterThanOrEqual(2);
    expect(interviews[0]!.slots.every((s) => new Date(s) > new Date())).toBe(true);
    const offers = await listOffersForDoctor({ actor });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ status: "sent", salary: 2_800_000 });
    const stats = await getDoctorStats({ actor });
    expect(stats).toMatchObject({ applicationsSent: applications.length });
    expect(stats.interviews).toBeGreaterThanOrEqual(1);
    expect(stats.offers).toBeGreaterThanOrEqual(1);
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
    // Shared: a verified employer she never applied to opens it.
    expect(await decideResumeAccess(actor, doctor!.id)).toMatchObject({ allow: true, viaApplication: false });
    // The demo employer's organisation, two of whose jobs she applied to (the demo pipeline), opens it through them.
    const [org] = await db().select({ id: t.organisations.id }).from(t.organisations).where(eq(t.organisations.name, DEMO_ACCOUNTS.employer.company));
    const member = { ...actor, membership: { organisationId: org!.id, role: "owner" as const, teamJobIds: [] } };
    expect(await decideResumeAccess(member, doctor!.id)).toMatchObject({ allow: true, viaApplication: true });
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

import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { templateValues } from "~/features/applications/move-batch.server";
import { renderTemplate } from "~/lib/email-template";
import type { EmailTemplateKind } from "~/lib/email-template-kinds";
import { env } from "~/env.server";
import { db } from "./client.server";
import { templatesOfOrganisation } from "./email-templates.server";
import type { DemoCandidate, DemoPipeline } from "./seed-pipelines.server";
import * as t from "./schema";

const DAY = 86_400_000;
const DEMO_TAGS = ["Night shifts", "Relocating", "Referred", "DNB teaching"] as const;

/** 10:30 India time (05:00 UTC) `days` days from today: an interview slot. */
function slotIn(days: number, hourUtc = 5): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
}

/**
 * The team's work on the demo pipeline's candidates: the organisation's tags on some of them, interviews (booked with
 * the candidates standing in Interview, and one proposed to the demo doctor for her to pick a time), offers (out to
 * the demo doctor and the others in Offer, accepted by those hired) and the e-mails sent to them, each rendered from
 * the organisation's templates as the team would have sent it (rejections linked to their moves).
 */
export async function seedDemoHiring(pipeline: DemoPipeline): Promise<void> {
  const { team, candidates } = pipeline;
  const isDoctor = (c: DemoCandidate) => c.doctorId === pipeline.doctor.id;

  const tags = await db()
    .insert(t.organisationTags)
    .values(DEMO_TAGS.map((name) => ({ organisationId: team.organisationId, name })))
    .returning({ id: t.organisationTags.id, name: t.organisationTags.name });
  const doctors = [...new Set(candidates.map((c) => c.doctorId))];
  const tagged = doctors.flatMap((doctorId, i) => {
    if (doctorId === pipeline.doctor.id) return [{ tagId: tags.find((tag) => tag.name === "Referred")!.id, doctorId, createdBy: team.recruiterId }];
    return tags.filter((_, k) => (i + k) % 3 === 0 && k < 3).map((tag) => ({ tagId: tag.id, doctorId, createdBy: team.recruiterId }));
  });
  if (tagged.length) await db().insert(t.candidateTags).values(tagged).onConflictDoNothing();

  const host = new URL(env().BASE_URL).hostname;
  const uid = () => `interview-${crypto.randomUUID()}@${host}`;
  const interviewing = candidates.filter((c) => c.stage.name === "Interview");
  const interviews: (typeof t.interviews.$inferInsert)[] = interviewing.map((c, i) => {
    if (isDoctor(c)) {
      const slots = [slotIn(3), slotIn(4, 9), slotIn(6)];
      return { applicationId: c.applicationId, uid: uid(), status: "proposed", slots: slots.map((s) => s.toISOString()), durationMinutes: 45, videoUrl: "https://meet.example.com/sunrise-cardiology", note: "A conversation with the head of cardiology and a short case discussion.", proposedBy: team.hiringManagerId, createdAt: c.movedAt, updatedAt: c.movedAt };
    }
    const startsAt = slotIn(1 + (i % 5), 5 + (i % 3) * 2);
    return { applicationId: c.applicationId, uid: uid(), status: "booked", slots: [startsAt.toISOString()], durationMinutes: 30, location: "OPD block, 2nd floor, HOD cabin", startsAt, proposedBy: team.hiringManagerId, createdAt: c.movedAt, updatedAt: c.movedAt };
  });
  if (interviews.length) await db().insert(t.interviews).values(interviews);

  const offered = candidates.filter((c) => c.stage.name === "Offer" || c.stage.kind === "hired");
  const startDate = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
  const offers: (typeof t.offers.$inferInsert)[] = offered.map((c, i) => ({
    applicationId: c.applicationId,
    status: c.stage.kind === "hired" ? "accepted" : "sent",
    salary: isDoctor(c) ? 2_800_000 : 1_800_000 + (i % 4) * 200_000,
    salaryUnit: "year",
    startDate,
    message: "We are delighted to offer you the post; the joining formalities are in the letter we will share.",
    sentBy: team.ownerId,
    respondedAt: c.stage.kind === "hired" ? c.movedAt : null,
    createdAt: new Date(c.movedAt.getTime() - (c.stage.kind === "hired" ? 2 * DAY : 0)),
  }));
  if (offers.length) await db().insert(t.offers).values(offers);

  // The e-mails the team sent, as each candidate's timeline shows them.
  const templates = await templatesOfOrganisation(team.organisationId);
  const [owner] = await db().select({ name: t.user.name }).from(t.user).where(eq(t.user.id, team.ownerId));
  const mail = (kind: EmailTemplateKind, c: DemoCandidate, at: Date, moveId: number | null = null) => {
    const template = templates.find((tpl) => tpl.kind === kind);
    if (!template) return [];
    const values = templateValues({ doctorName: c.doctorName, jobTitle: c.jobTitle, organisationName: team.name, stageName: c.stage.name, senderName: owner?.name ?? team.name });
    return [{ applicationId: c.applicationId, subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values), sentBy: team.ownerId, moveId, createdAt: at }];
  };
  const rejected = candidates.filter((c) => c.stage.kind === "rejected");
  const rejections = rejected.length
    ? await db()
        .select({ id: t.applicationStageMoves.id, applicationId: t.applicationStageMoves.applicationId })
        .from(t.applicationStageMoves)
        .where(and(inArray(t.applicationStageMoves.applicationId, rejected.map((c) => c.applicationId)), eq(t.applicationStageMoves.toKind, "rejected")))
    : [];
  const moveOf = new Map(rejections.map((m) => [m.applicationId, m.id]));
  const emails = [
    ...interviewing.flatMap((c) => mail("interview_invitation", c, c.movedAt)),
    ...offered.flatMap((c) => mail("offer", c, c.movedAt)),
    ...rejected.flatMap((c) => mail("rejection", c, c.movedAt, moveOf.get(c.applicationId) ?? null)),
  ];
  if (emails.length) await db().insert(t.applicationEmails).values(emails);
}

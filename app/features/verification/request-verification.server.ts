import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisations, profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import type { VerificationRequest } from "./schema";

/**
 * The owner or an admin of an organisation sends (or, after a rejection, sends again) the details the admin checks. The
 * request puts the organisation in the admin's queue; a verified organisation has nothing to request. Colleagues of
 * other roles share the organisation's state but do not send it (decision 091).
 */
export async function requestVerification({ actor, input }: { actor: MaybeActor; input: VerificationRequest }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (actor.isAdmin || actor.role !== "employer") throw new AppError("forbidden", validation.permissionDenied);
  if (!actor.membership) throw new AppError("forbidden", validation.notInOrganisation);
  if (!can.manageTeam(actor)) throw new AppError("forbidden", validation.permissionDenied);
  if (actor.verified) throw new AppError("conflict", validation.permissionDenied);
  const now = new Date();
  const { company, ...details } = input;
  await db().transaction(async (tx) => {
    await tx
      .update(organisations)
      .set({ name: company, ...details, verificationRequestedAt: now, rejectedAt: null, rejectionReason: null, updatedAt: now })
      .where(eq(organisations.id, actor.membership!.organisationId));
    // The requester's own profile keeps its company and city as before (they show on its profile page).
    await tx.update(profiles).set({ company, location: details.location, updatedAt: now }).where(eq(profiles.id, actor.userId));
  });
}

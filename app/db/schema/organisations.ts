// Organisations: the employer side is an organisation with members (docs/decisions/091-organisations-and-roles.md)

import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { ORG_ROLES, type OrgRole } from "../../lib/team-permissions";
import { user } from "./accounts";

/**
 * A hospital, clinic or agency. Its verification (decision 081) lives here: every member shares it, and the job labels,
 * `Actor.verified` and the admin's queue read it from here (the old profile columns are kept but no longer written).
 */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    orgType: text("org_type", { enum: ["hospital", "clinic", "agency"] }),
    location: text("location"),
    orgRegistration: text("org_registration"),
    contactPerson: text("contact_person"),
    verificationRequestedAt: ts("verification_requested_at"),
    verifiedAt: ts("verified_at"),
    rejectedAt: ts("rejected_at"),
    rejectionReason: text("rejection_reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // The admin's queue of organisations waiting for a decision, oldest first.
    index("organisations_verification_queue_idx").on(t.createdAt, t.id).where(sql`${t.verifiedAt} is null and ${t.rejectedAt} is null`),
  ],
);

/** Who belongs to an organisation, with which role. An account belongs to at most one organisation. */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ORG_ROLES }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("organisation_members_org_idx").on(t.organisationId, t.createdAt)],
);

/** An invitation mailed by an owner or admin: the link's token is kept only as its SHA-256 hash. */
export const organisationInvitations = pgTable(
  "organisation_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ORG_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at").notNull(),
    acceptedAt: ts("accepted_at"),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("organisation_invitations_org_idx").on(t.organisationId, t.createdAt.desc())],
);

/**
 * An organisation's keys to the REST API (docs/decisions/097-api-keys.md). Only the SHA-256 of the key is kept; the
 * prefix (the key's first characters) tells keys apart in the list. A call with a key acts as its creator would,
 * read with the key on every call, so a revoked key or a removed creator is refused at the next call.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "write"] }).notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
    lastUsedIp: text("last_used_ip"),
    revokedAt: ts("revoked_at"),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("api_keys_org_idx").on(t.organisationId, t.createdAt.desc())],
);

export type Organisation = typeof organisations.$inferSelect;
export type { OrgRole };

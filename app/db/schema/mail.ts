// The development mailbox

import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";

/** The development mailbox: outgoing mail is stored here when SMTP_URL is unset. */
export const devMailbox = pgTable("dev_mailbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Files attached to a mail in the dev mailbox (an interview's .ics), so they can be read as a mail client would. */
export const devMailboxAttachments = pgTable("dev_mailbox_attachments", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  mailId: integer("mail_id")
    .notNull()
    .references(() => devMailbox.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  content: text("content").notNull(),
});

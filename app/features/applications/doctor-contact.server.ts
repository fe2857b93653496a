import { sql } from "drizzle-orm";
import { profiles, user } from "~/db/schema";

/**
 * An applicant's account, name and address for mail, as a select's columns (the profile joined by the application's
 * doctor, the account left-joined by the profile's user): the account's e-mail, or the profile's for a doctor the admin
 * listed without an account.
 */
export const doctorContactColumns = {
  doctorUserId: profiles.userId,
  doctorName: profiles.name,
  doctorEmail: sql<string | null>`coalesce(${user.email}, ${profiles.email})`,
};

import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { directorySpecialty, specializationsForFilter } from "./specialty-match";

export const DIRECTORY_PAGE_SIZE = 24;

export type DirectoryQuery = { q: string; location: string; specialty: string; page: number };

export type DirectoryDoctor = {
  id: string;
  name: string;
  specialization: string | null;
  location: string | null;
  bio: string | null;
  skills: string[];
  experienceYears: number | null;
  availability: string | null;
  avatarUrl: string | null;
  hasResume: boolean;
  verified: boolean;
  qualifications: string[];
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Free text from the query string: control characters become spaces, trimmed, at most 100 characters. */
function queryText(value: string | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return (value ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, 100).trim();
}

/**
 * Reads the directory filters from a URL; nothing here refuses: another name of a filter's specialty selects it
 * ("Radiologist" is Radiology), unknown specialties fall back to All, pages to 1..1000.
 */
export function parseDirectoryQuery(url: URL): DirectoryQuery {
  const specialty = url.searchParams.get("specialty");
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    q: queryText(url.searchParams.get("q")),
    location: queryText(url.searchParams.get("location")),
    specialty: directorySpecialty(specialty),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1,
  };
}

/**
 * Spec 5, directory filtering, done in SQL: the keyword matches name, bio and skills case-insensitively;
 * the location is a case-insensitive substring; the specialty is an exact match unless All.
 * Only doctors who chose to be listed appear (admin-created profiles are listed).
 */
export async function searchDoctors(query: DirectoryQuery): Promise<{ doctors: DirectoryDoctor[]; total: number }> {
  const where: SQL[] = [eq(profiles.role, "doctor"), eq(profiles.listed, true)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(profiles.name, pattern),
        ilike(profiles.bio, pattern),
        sql`array_to_string(${profiles.skills}, ' ') ilike ${pattern}`,
      )!,
    );
  }
  if (query.location && query.location !== "All Cities") where.push(ilike(profiles.location, `%${escapeLike(query.location)}%`));
  const specializations = specializationsForFilter(query.specialty);
  if (specializations) where.push(inArray(profiles.specialization, specializations));

  const condition = and(...where);
  const [rows, [totalRow]] = await Promise.all([
    db()
      .select({
        id: profiles.id,
        name: profiles.name,
        specialization: profiles.specialization,
        location: profiles.location,
        bio: profiles.bio,
        skills: profiles.skills,
        experienceYears: profiles.experienceYears,
        availability: profiles.availability,
        avatarUrl: profiles.avatarUrl,
        resumeUrl: profiles.resumeUrl,
        verifiedAt: profiles.verifiedAt,
        qualifications: profiles.qualifications,
      })
      .from(profiles)
      .where(condition)
      .orderBy(sql`${profiles.verifiedAt} is null`, asc(profiles.name), asc(profiles.id))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset((query.page - 1) * DIRECTORY_PAGE_SIZE),
    db().select({ n: count() }).from(profiles).where(condition),
  ]);
  return {
    total: totalRow?.n ?? 0,
    doctors: rows.map(({ resumeUrl, verifiedAt, ...rest }) => ({
      ...rest,
      hasResume: !!resumeUrl,
      verified: !!verifiedAt,
    })),
  };
}

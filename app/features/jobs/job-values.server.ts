import type { jobs } from "~/db/schema";
import { can, type Actor } from "~/lib/permissions";
import type { JobInput } from "./schema";

/** The columns a job posting form writes; posting and editing both store exactly these. */
type JobValues = Required<
  Pick<
    typeof jobs.$inferInsert,
    "title" | "company" | "location" | "type" | "specialty" | "description" | "salary" | "salaryMin" | "salaryMax" | "salaryUnit" | "experienceMin" | "experienceMax" | "validThrough" | "featured"
  >
>;

/**
 * The jobs columns for validated form input, shared by posting and editing so the two cannot drift apart.
 * Only the admin may feature a job: anyone else's flag is ignored in favour of `featuredOtherwise` (false for a
 * new job, the stored flag on an edit), so an employer can neither feature a job nor unfeature one the admin did.
 */
export function toJobValues(actor: Actor, input: JobInput, featuredOtherwise: boolean): JobValues {
  return {
    title: input.title,
    company: input.company,
    location: input.location,
    type: input.type,
    specialty: input.specialty,
    description: input.description,
    salary: input.salary,
    salaryMin: input.salaryMin,
    salaryMax: input.salaryMax,
    salaryUnit: input.salaryUnit,
    experienceMin: input.experienceMin,
    experienceMax: input.experienceMax,
    validThrough: input.validThrough,
    featured: can.setFeatured(actor) ? input.featured : featuredOtherwise,
  };
}

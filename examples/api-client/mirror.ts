// Mirrors one organisation's open jobs and their applicants into a CSV file, through the DocHire API v1.
//
//   DOCHIRE_API_URL=https://dochire.example/api/v1 DOCHIRE_API_KEY=dh_live_… npx tsx examples/api-client/mirror.ts applicants.csv
//
// One row per application (a job without applicants gets one row with the applicant's columns empty). A read key is
// enough. Prints how many jobs and applications it wrote.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Application, Job } from "./api-types";
import { createClient, everyItem, type DocHireClient } from "./client";

export const CSV_COLUMNS = [
  "job_id",
  "job_title",
  "job_location",
  "job_type",
  "job_url",
  "job_posted_at",
  "application_id",
  "applicant_name",
  "applicant_specialization",
  "stage",
  "stage_kind",
  "applied_at",
  "has_resume",
] as const;

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function row(job: Job, application: Application | null): string {
  return [
    job.id,
    job.title,
    job.location,
    job.type,
    job.url,
    job.posted_at,
    application?.id,
    application?.doctor.name,
    application?.doctor.specialization,
    application?.stage.name,
    application?.stage.kind,
    application?.applied_at,
    application ? application.has_resume : undefined,
  ]
    .map(csvField)
    .join(",");
}

/** The CSV text of the organisation's open jobs and their applications (every page of each). */
export async function mirrorToCsv(client: DocHireClient): Promise<{ csv: string; jobs: number; applications: number }> {
  const lines: string[] = [CSV_COLUMNS.join(",")];
  let jobs = 0;
  let applications = 0;
  for await (const job of everyItem((cursor) => client.listOrganisationJobs({ status: "open", cursor }))) {
    jobs++;
    let any = false;
    for await (const application of everyItem((cursor) => client.listApplications(job.id, { cursor }))) {
      lines.push(row(job, application));
      applications++;
      any = true;
    }
    if (!any) lines.push(row(job, null));
  }
  return { csv: `${lines.join("\r\n")}\r\n`, jobs, applications };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? "applicants.csv";
  const baseUrl = process.env.DOCHIRE_API_URL;
  const apiKey = process.env.DOCHIRE_API_KEY;
  if (!baseUrl || !apiKey) {
    console.error("Set DOCHIRE_API_URL (e.g. https://dochire.example/api/v1) and DOCHIRE_API_KEY.");
    process.exit(2);
  }
  mirrorToCsv(createClient({ baseUrl, apiKey })).then(
    ({ csv, jobs, applications }) => {
      fs.writeFileSync(out, csv);
      console.log(`Wrote ${jobs} open jobs and ${applications} applications to ${out}.`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

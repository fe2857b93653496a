// A small client for the DocHire API v1, typed with the types generated from the API's OpenAPI document
// (api-types.ts). Plain fetch; every error answer is an RFC 9457 problem, thrown as DocHireApiError.
import type { Operations, Problem } from "./api-types";

type Answer<K extends keyof Operations> = Operations[K]["responses"] extends { 200: infer T } ? T : never;

export class DocHireApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(`DocHire API answered ${status}${problem?.detail ? `: ${problem.detail}` : ""}`);
    this.name = "DocHireApiError";
  }
}

export type ClientOptions = {
  /** The API's address, e.g. https://dochire.example/api/v1 */
  baseUrl: string;
  /** An API key (dh_live_…), made by an owner or admin on the dashboard's API Keys tab. */
  apiKey: string;
  fetch?: typeof fetch;
};

export function createClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const send = options.fetch ?? fetch;

  async function request<T>(method: string, path: string, query: Record<string, string | number | undefined> = {}, body?: unknown): Promise<T> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}`, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await send(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) {
      const problem = (res.headers.get("content-type") ?? "").startsWith("application/problem+json") ? ((await res.json()) as Problem) : null;
      throw new DocHireApiError(res.status, problem);
    }
    return (await res.json()) as T;
  }

  return {
    listOrganisationJobs: (query: Operations["listOrganisationJobs"]["query"] = {}) => request<Answer<"listOrganisationJobs">>("GET", "/organisation/jobs", query),
    getJob: (id: number) => request<Answer<"getJob">>("GET", `/jobs/${id}`),
    listApplications: (jobId: number, query: Operations["listApplications"]["query"] = {}) => request<Answer<"listApplications">>("GET", `/jobs/${jobId}/applications`, query),
    getApplication: (id: number) => request<Answer<"getApplication">>("GET", `/applications/${id}`),
    moveApplication: (id: number, body: Operations["moveApplication"]["body"]) => request<Answer<"moveApplication">>("POST", `/applications/${id}/move`, {}, body),
    createResumeLink: (id: number) => request<Answer<"createResumeLink">>("POST", `/applications/${id}/resume-link`),
    listMembers: (query: Operations["listMembers"]["query"] = {}) => request<Answer<"listMembers">>("GET", "/organisation/members", query),
  };
}

export type DocHireClient = ReturnType<typeof createClient>;

/** Every item of a cursor-paged list: calls `page` with each next_cursor until the last page. */
export async function* everyItem<T>(page: (cursor: string | undefined) => Promise<{ data: T[]; next_cursor: string | null }>): AsyncGenerator<T> {
  let cursor: string | undefined;
  for (;;) {
    const answer = await page(cursor);
    yield* answer.data;
    if (!answer.next_cursor) return;
    cursor = answer.next_cursor;
  }
}

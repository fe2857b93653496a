// RFC 9457 problem details: every error the API answers with, in one shape.
import { STATUS_CODES } from "node:http";
import type { Problem } from "./schema";
import { apiProblems as t } from "./messages";

export const PROBLEM_TYPE = "application/problem+json";

/** An error that becomes a problem answer; thrown by the API's handlers. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Problem["errors"],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "ApiProblem";
  }
}

export function invalidParameters(errors: NonNullable<Problem["errors"]>): ApiProblem {
  return new ApiProblem(400, t.invalidRequest, errors);
}

export function problemBody(status: number, detail: string, instance: string, errors?: Problem["errors"]): Problem {
  return { type: "about:blank", title: STATUS_CODES[status] ?? "Error", status, detail, instance, ...(errors?.length ? { errors } : {}) };
}

export function problemResponse(problem: ApiProblem, instance: string): Response {
  return new Response(JSON.stringify(problemBody(problem.status, problem.detail, instance, problem.errors)), {
    status: problem.status,
    headers: { "Content-Type": PROBLEM_TYPE, "Cache-Control": "no-store", ...problem.headers },
  });
}

import { AsyncLocalStorage } from "node:async_hooks";
import { singleton } from "~/server-lib/singleton.server";

// What every log line written while serving a request (or working a queued job) is tagged with, without passing it
// down: the request id, and for a job its name. One store per process (the Hono entry and the React Router build
// are separate module graphs; server-lib/singleton.server.ts).

export type RequestContext = {
  /** The request's id: the trusted proxy's X-Request-Id, else one of our own; a job carries the id of the request that queued it. */
  requestId: string;
  /** The job being worked, when this is a queued job rather than a request. */
  job?: string;
};

const storage = () => singleton("request-context", () => new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage().run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** The id of the request being served (or of the request that queued the job being worked), if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

import pino from "pino";
import { env } from "~/env.server";
import { singleton } from "~/server-lib/singleton.server";
import { currentRequestContext } from "~/services/observability/request-context.server";
import { REDACTED, REDACTED_PATHS, redactText, redactValue } from "~/services/observability/redact";

// One JSON line per event on stdout (docs/operations/logs.md). Every line written while a request is served, or a
// job it queued is worked, carries the request's id (`reqId`, and `job` for a job) from the request context, so deep
// code logs with it without being handed it. Addresses, phone numbers, tokens, cookies and document file names are
// censored in every line: known fields by path, free text (messages, error messages, URLs) by pattern.
export const logger = () =>
  singleton("logger", () =>
    pino({
      level: env().NODE_ENV === "test" ? "silent" : env().LOG_LEVEL,
      base: undefined,
      redact: { paths: [...REDACTED_PATHS], censor: REDACTED },
      mixin() {
        const context = currentRequestContext();
        if (!context) return {};
        return context.job ? { reqId: context.requestId, job: context.job } : { reqId: context.requestId };
      },
      formatters: { log: (fields) => redactValue(fields) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          const redacted = args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as Parameters<typeof method>;
          return method.apply(this, redacted);
        },
      },
    }),
  );

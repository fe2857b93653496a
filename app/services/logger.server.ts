import pino from "pino";
import { env } from "~/env.server";
import { singleton } from "~/lib/singleton.server";

export const logger = () =>
  singleton("logger", () =>
    pino({
      level: env().NODE_ENV === "test" ? "silent" : env().LOG_LEVEL,
      base: undefined,
      redact: ["req.headers.cookie", "req.headers.authorization"],
    }),
  );

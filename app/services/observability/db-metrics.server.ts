import { logger } from "~/services/logger.server";
import { recordDbStatement } from "./metrics.server";

// Database statements counted, timed and, when they fail, logged (with the request id of the request that ran them,
// from the request context). Wraps a driver's query method in place: node-postgres clients (each pooled connection,
// so statements in transactions count too) and the embedded database's client.

type QueryMethod = (...args: unknown[]) => unknown;

function finished(started: number, error: unknown) {
  recordDbStatement((performance.now() - started) / 1000, error != null);
  if (error != null) {
    const e = error as { code?: unknown; message?: unknown };
    logger().warn({ code: e.code, error: String(e.message ?? error) }, "database statement failed");
  }
}

/** A query method that measures each call: callback style, promise style, or (a cursor) passed through unmeasured. */
export function measuredQuery(original: QueryMethod): QueryMethod {
  return function measured(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        finished(started, error);
        (last as (error: unknown, result: unknown) => void)(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      return (result as Promise<unknown>).then(
        (value) => {
          finished(started, null);
          return value;
        },
        (error: unknown) => {
          finished(started, error);
          throw error;
        },
      );
    }
    return result;
  };
}

/** Measures every statement of a node-postgres client (call on the pool's "connect"); failures are logged either way. */
export function measurePgClient(client: { query: QueryMethod }): void {
  client.query = measuredQuery(client.query.bind(client));
}

/** The embedded database's client with its query and exec measured, and so are a transaction's own (the callback of
 *  `transaction` gets a measured client too). */
export function measuredPglite<T extends object>(client: T): T {
  const wrapped = new Map<PropertyKey, QueryMethod>();
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === "transaction" && typeof value === "function") {
        let measured = wrapped.get(property);
        if (!measured) {
          const transaction = (value as QueryMethod).bind(target);
          measured = (callback: unknown, ...rest: unknown[]) =>
            transaction((tx: object) => (callback as (tx: object) => unknown)(measuredPglite(tx)), ...rest);
          wrapped.set(property, measured);
        }
        return measured;
      }
      if ((property !== "query" && property !== "exec") || typeof value !== "function") return value;
      let measured = wrapped.get(property);
      if (!measured) wrapped.set(property, (measured = measuredQuery((value as QueryMethod).bind(target))));
      return measured;
    },
  });
}

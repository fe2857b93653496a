import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import type { Db } from "./client.server";

/**
 * Named statements on the embedded database, as node-postgres keeps them on PostgreSQL (decision 060).
 *
 * drizzle's PGlite driver runs a prepared query (`.prepare(name)`, app/db/prepared.server.ts) as an unnamed statement
 * each time: PostgreSQL parses, analyses and plans it again on every page view. A job page's statement cost 0.87 ms
 * that way and 0.24 ms as a named statement executed with new values (100,000 jobs, measured in one process). So the
 * client given to drizzle answers the texts it was told about (`prepare`) through a statement parsed once per
 * database: Bind, Describe, Execute, Sync with the statement's name, under the same two locks PGlite's own `query`
 * takes (so it never runs inside another request's transaction), its values serialised and its rows parsed by
 * PGlite's own serializers and parsers. Every other text, and every query inside a transaction (PGlite hands the
 * transaction its own client), goes through PGlite's `query` as before.
 */
export type NamedStatements = {
  /** Runs `text` through a named statement from now on. */
  prepare(text: string): void;
  /** The texts parsed as named statements so far (tests). */
  parsed(): string[];
};

type Statement = { name: string; paramTypes: number[] };

const serialize = protocol.serialize;
const NO_SYNC = { syncToFs: false } as const;

// A registered symbol, not a module's WeakMap: the server opens the database from its own copy of this module and the
// built app reads it from the bundle's copy.
const STATEMENTS = Symbol.for("dochire.namedStatements");

/** The named statements of a database handle's client; undefined on PostgreSQL, whose driver keeps its own. */
export function namedStatementsOf(db: Db): NamedStatements | undefined {
  return (db as Db & { [STATEMENTS]?: NamedStatements })[STATEMENTS];
}

/** Remembers which statements belong to `db` (the drizzle instance made on `withNamedStatements`'s client). */
export function attachNamedStatements(db: Db, statements: NamedStatements): void {
  Object.defineProperty(db, STATEMENTS, { value: statements });
}

/** A client for drizzle: `client` itself, except that prepared texts run as named statements. */
export function withNamedStatements(client: PGlite): { client: PGlite; statements: NamedStatements } {
  const prepared = new Set<string>();
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function run<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    const messages: Awaited<ReturnType<PGlite["execProtocolStream"]>> = [];
    let failed = false;
    try {
      if (!statement) {
        const name = `dochire_${++counter}`;
        await client.execProtocolStream(serialize.parse({ name, text, types: options?.paramTypes }), NO_SYNC);
        const described = await client.execProtocolStream(serialize.describe({ type: "S", name }), NO_SYNC);
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
        statements.set(text, statement);
      }
      const { name, paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i]!;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      messages.push(...(await client.execProtocolStream(serialize.bind({ statement: name, values }), NO_SYNC)));
      messages.push(...(await client.execProtocolStream(serialize.describe({ type: "P" }), NO_SYNC)));
      messages.push(...(await client.execProtocolStream(serialize.execute({}), NO_SYNC)));
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      messages.push(...(await client.execProtocolStream(serialize.sync(), NO_SYNC)));
      // A statement that failed is parsed again next time (a schema change can leave a named statement unusable).
      if (failed && statement) {
        statements.delete(text);
        await client.execProtocolStream(serialize.close({ type: "S", name: statement.name }), NO_SYNC).catch(() => undefined);
        await client.execProtocolStream(serialize.sync(), NO_SYNC).catch(() => undefined);
      }
    }
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!prepared.has(text) || options?.blob) return client.query<T>(text, params, options);
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params ?? [], options)));
  }

  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    client: proxy,
    statements: {
      prepare: (text) => void prepared.add(text),
      parsed: () => [...statements.keys()],
    },
  };
}

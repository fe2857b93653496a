// The example API client's types (examples/api-client/api-types.ts), written from the OpenAPI document the server
// publishes at /api/v1/openapi.json, which is generated from the API's zod schemas (server/api/openapi.ts): one
// TypeScript type per component schema, one entry per operation (its path and query parameters, body and answers).
//
//   npm run api:types            writes the file
//   npm run api:types -- --check fails when the committed file differs from what the document gives (CI runs the same
//                                comparison in tests/api-client.server.test.ts)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "../server/api/openapi";

export const CLIENT_TYPES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../examples/api-client/api-types.ts");

type Schema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
  format?: string;
  contentMediaType?: string;
};

type Parameter = { name: string; in: "query" | "path" | "header" | "cookie"; required?: boolean; description?: string; schema: Schema };
type Operation = {
  operationId: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const comment = (text: string | undefined, pad: string) => (text ? `${pad}/** ${text.replace(/\*\//g, "*\\/").replace(/\s*\n\s*/g, " ")} */\n` : "");

/** A JSON Schema (2020-12, as zod writes it) as a TypeScript type. */
export function typeOf(schema: Schema, pad = ""): string {
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => wrap(typeOf(s, pad))).join(" | ");
  if (schema.allOf) return schema.allOf.map((s) => wrap(typeOf(s, pad))).join(" & ");
  if (Array.isArray(schema.type)) return schema.type.map((t) => wrap(typeOf({ ...schema, type: t }, pad))).join(" | ");
  switch (schema.type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return `${wrap(typeOf(schema.items ?? {}, pad))}[]`;
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      const extra = typeof schema.additionalProperties === "object" ? typeOf(schema.additionalProperties, pad) : schema.additionalProperties === false ? null : "unknown";
      if (properties.length === 0) return extra ? `Record<string, ${extra}>` : "Record<string, never>";
      const required = new Set(schema.required ?? []);
      const inner = `${pad}  `;
      const lines = properties.map(([name, s]) => `${comment(s.description, inner)}${inner}${key(name)}${required.has(name) ? "" : "?"}: ${typeOf(s, inner)};`);
      return `{\n${lines.join("\n")}\n${pad}}`;
    }
    default:
      return "unknown";
  }
}

/** A member of a union or an array's item, in brackets when it is a union itself. */
const wrap = (t: string) => (t.includes(" | ") || t.includes(" & ") ? `(${t})` : t);

/** The whole file: the schemas, then the operations. */
export function clientTypes(document: Document): string {
  const out: string[] = [
    "// The DocHire API v1's types, generated from its OpenAPI document (/api/v1/openapi.json) by",
    "// scripts/api-client-types.ts. Do not edit: run `npm run api:types` after changing the API's schemas.",
    "",
  ];
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    out.push(`${comment(schema.description, "")}export type ${name} = ${typeOf(schema)};`, "");
  }
  out.push("/** Each operation by its operationId: method, path, parameters, body and the answer of each status. */", "export interface Operations {");
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = (where: Parameter["in"]) => {
        const list = (op.parameters ?? []).filter((p) => p.in === where);
        if (!list.length) return "Record<string, never>";
        return `{\n${list.map((p) => `${comment(p.description, "      ")}      ${key(p.name)}${p.required ? "" : "?"}: ${typeOf(p.schema, "      ")};`).join("\n")}\n    }`;
      };
      const body = op.requestBody?.content["application/json"]?.schema;
      const responses = Object.entries(op.responses)
        .map(([status, r]) => {
          const [type, media] = Object.entries(r.content ?? {})[0] ?? [];
          const t = !media ? "null" : type === "application/pdf" ? "ArrayBuffer" : typeOf(media.schema, "      ");
          return `      ${status}: ${t};`;
        })
        .join("\n");
      out.push(
        `${comment(op.summary, "  ")}  ${op.operationId}: {`,
        `    method: ${JSON.stringify(method.toUpperCase())};`,
        `    path: ${JSON.stringify(route)};`,
        `    pathParams: ${params("path")};`,
        `    query: ${params("query")};`,
        `    body: ${body ? typeOf(body, "    ") : "never"};`,
        `    responses: {\n${responses}\n    };`,
        "  };",
      );
    }
  }
  out.push("}", "");
  return out.join("\n");
}

/** The file as the current schemas give it (the server's URL plays no part in the types). */
export function currentClientTypes(): string {
  return clientTypes(openApiDocument("http://localhost/api/v1").document as unknown as Document);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = currentClientTypes();
  if (process.argv.includes("--check")) {
    const committed = fs.existsSync(CLIENT_TYPES_FILE) ? fs.readFileSync(CLIENT_TYPES_FILE, "utf8") : "";
    if (committed !== text) {
      console.error(`${path.relative(process.cwd(), CLIENT_TYPES_FILE)} does not match the OpenAPI document: run npm run api:types and commit it.`);
      process.exit(1);
    }
    console.log(`${path.relative(process.cwd(), CLIENT_TYPES_FILE)} matches the OpenAPI document.`);
  } else {
    fs.writeFileSync(CLIENT_TYPES_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), CLIENT_TYPES_FILE)}`);
  }
}

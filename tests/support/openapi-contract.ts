import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { expect } from "vitest";

// Contract checks of the API on a running server: every request body and every answer is checked against the OpenAPI
// document the server publishes (JSON Schema 2020-12), with the RateLimit fields on each answer.

type Media = Record<string, { schema: object }>;
type OperationDoc = { tags?: string[]; security?: Record<string, string[]>[]; requestBody?: { content: Media }; responses: Record<string, { content?: Media }> };
export type OpenApi = { paths: Record<string, Record<string, OperationDoc>>; components: { schemas: Record<string, object> } };

/** Reads the document the server at `base` publishes, and gives the calls that check against it. */
export async function openApiContract(base: string) {
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as OpenApi;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  /** Each documented operation and status seen answered, as "METHOD path status". */
  const seen = new Set<string>();

  const valid = (schema: object, value: unknown): boolean => ajv.compile({ ...schema, components: document.components })(value);

  /** Sends a request; a JSON body is first checked against the operation's documented body (`invalid`: it must fail). */
  async function call(method: string, path: string, docPath: string, options: { key?: string; body?: unknown; invalid?: true } = {}) {
    const operation = document.paths[docPath]?.[method.toLowerCase()];
    expect(operation, `${method} ${docPath} is documented`).toBeDefined();
    if (options.body !== undefined) {
      const schema = operation!.requestBody!.content["application/json"]!.schema;
      expect(valid(schema, options.body), `request body ${JSON.stringify(options.body)}`).toBe(!options.invalid);
    }
    const headers: Record<string, string> = {};
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    return fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  }

  /** Checks an answer against the document for its operation and status (JSON bodies against their schema). */
  async function conforms<T = Record<string, unknown>>(res: Response, method: string, docPath: string, status: number): Promise<T> {
    expect(res.status, `${method} ${docPath}`).toBe(status);
    expect(res.headers.get("ratelimit-policy")).toMatch(/^"(key|address)";q=\d+;w=\d+$/);
    expect(res.headers.get("ratelimit")).toMatch(/^"(key|address)";r=\d+;t=\d+$/);
    const type = res.headers.get("content-type")!.split(";")[0]!;
    const media = document.paths[docPath]![method.toLowerCase()]!.responses[String(status)]?.content?.[type];
    expect(media, `the document describes ${status} ${type} for ${method} ${docPath}`).toBeDefined();
    seen.add(`${method} ${docPath} ${status}`);
    if (type === "application/pdf") return (await res.arrayBuffer()) as T;
    const body: unknown = await res.json();
    expect(valid(media!.schema, body), JSON.stringify(body)).toBe(true);
    return body as T;
  }

  return { document, seen, valid, call, conforms };
}

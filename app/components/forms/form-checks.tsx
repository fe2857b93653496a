import type { z } from "zod";
import { formChecks } from "~/lib/form-checks";
import { jsonLd } from "~/lib/format";
import { formDom } from "./form-dom";

/**
 * Inside a document page's form: the checks of its schema, for the island to make before the form is sent
 * (form-behaviors.ts). Rendered on the server; it is data, not code.
 */
export function FormChecks({ schema, contexts }: { schema: z.ZodType; contexts?: readonly Record<string, unknown>[] }) {
  return <script type="application/json" {...formDom.checks.props} dangerouslySetInnerHTML={{ __html: jsonLd(formChecks(schema, contexts)) }} />;
}

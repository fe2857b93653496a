// The parts of structured-data-testing-tool (no types of its own) the JobPosting test uses.
declare module "structured-data-testing-tool" {
  export type SdttTest = { test: string; expect?: unknown; type?: "jsonld" | "microdata" | "rdfa" | "metatag" | "any"; optional?: boolean; warning?: boolean; description?: string };
  export type SdttPreset = { name: string; description: string; tests?: SdttTest[]; presets?: SdttPreset[]; schema?: string; group?: string; conditional?: { test: string } };
  export type SdttResult = { passed: SdttTest[]; failed: (SdttTest & { error?: { message: string } })[]; warnings: SdttTest[]; schemas: string[] };
  export function structuredDataTest(input: string | Buffer, options?: { presets?: SdttPreset[]; schemas?: string[]; auto?: boolean }): Promise<SdttResult>;
}
declare module "structured-data-testing-tool/presets" {
  import type { SdttPreset } from "structured-data-testing-tool";
  export const Google: SdttPreset;
}

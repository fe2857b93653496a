import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { checkLicences, type SbomComponent } from "./supply-chain/licences";

// `npm run sbom [-- --output FILE]`: writes a CycloneDX SBOM (JSON) of what the product ships — the production
// dependency tree, dev tools left out — then lists every licence in it and checks them against the policy in
// scripts/supply-chain/licences.ts. Exits 1 when a package's licence is refused.
const args = process.argv.slice(2);
const outputIndex = args.indexOf("--output");
const output = path.resolve(outputIndex >= 0 && args[outputIndex + 1] ? args[outputIndex + 1]! : "sbom.cdx.json");

const bin = path.resolve("node_modules/.bin/cyclonedx-npm");
execFileSync(bin, ["--omit", "dev", "--flatten-components", "--output-reproducible", "--output-format", "JSON", "--output-file", output], {
  stdio: ["ignore", "ignore", "inherit"],
});

const sbom = JSON.parse(fs.readFileSync(output, "utf8")) as { components?: SbomComponent[] };
const findings = checkLicences(sbom.components ?? []);
const byLicence = new Map<string, string[]>();
for (const f of findings) byLicence.set(f.licence, [...(byLicence.get(f.licence) ?? []), `${f.name}@${f.version}`]);

console.log(`SBOM: ${path.relative(process.cwd(), output)} (CycloneDX, ${findings.length} packages shipped)`);
for (const [licence, packages] of [...byLicence].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${licence}: ${packages.length}${packages.length <= 5 ? ` (${packages.join(", ")})` : ""}`);
}
for (const f of findings.filter((x) => x.verdict === "exception")) console.log(`  exception: ${f.name}@${f.version} ${f.licence} — ${f.why}`);
const refused = findings.filter((x) => x.verdict === "refused");
for (const f of refused) console.error(`  REFUSED: ${f.name}@${f.version} is under ${f.licence}, outside the licence policy`);
if (refused.length) process.exit(1);
console.log("Licences: every package shipped is under a permissive licence or a recorded exception.");

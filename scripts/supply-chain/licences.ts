// The licence policy for what the product ships (its production dependency tree, as the CycloneDX SBOM lists it).
// Permissive licences are allowed; copyleft that would bind the product is refused unless recorded here as an
// exception, with the reason it does not bind us.

/** SPDX ids (and the one common non-SPDX name) that put no obligation on the product beyond keeping notices. */
export const PERMISSIVE = new Set([
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "PSF-2.0",
  "Python-2.0",
  "CC0-1.0",
  "CC-BY-4.0",
  "Unlicense",
  "WTFPL",
  "Zlib",
  "Public Domain",
]);

/** Packages under a licence outside PERMISSIVE that are allowed anyway, and why. */
export const EXCEPTIONS: Record<string, { licence: string; why: string }> = {
  lightningcss: {
    licence: "MPL-2.0",
    why: "file-level copyleft; used unmodified as a build tool (Vite's CSS minifier), not shipped in the served code",
  },
  "lightningcss-linux-x64-gnu": {
    licence: "MPL-2.0",
    why: "lightningcss's native binary, same terms and use as lightningcss",
  },
};

export type SbomComponent = {
  name: string;
  group?: string;
  version?: string;
  licenses?: Array<{ license?: { id?: string; name?: string }; expression?: string }>;
};

export type LicenceFinding = { name: string; version: string; licence: string; verdict: "allowed" | "exception" | "refused"; why?: string };

/** The licence of a component as one SPDX expression (or a name), "UNKNOWN" when it declares none. */
export function licenceOf(component: SbomComponent): string {
  const parts = (component.licenses ?? []).map((l) => l.expression ?? l.license?.id ?? l.license?.name ?? "").filter(Boolean);
  return parts.length ? parts.join(" AND ") : "UNKNOWN";
}

/**
 * Whether an SPDX expression is satisfied by permissive licences alone: an OR needs one permissive side, an AND needs
 * both. Parentheses are honoured; a "WITH" exception clause is judged by its licence.
 */
export function isPermissive(expression: string): boolean {
  const tokens = expression.replace(/[()]/g, (p) => ` ${p} `).split(/\s+/).filter(Boolean);
  let at = 0;
  const atom = (): boolean => {
    const token = tokens[at++];
    if (token === "(") {
      const value = or();
      at++; // ")"
      return value;
    }
    if (tokens[at] === "WITH") at += 2;
    return token !== undefined && PERMISSIVE.has(token);
  };
  const and = (): boolean => {
    let value = atom();
    while (tokens[at] === "AND") {
      at++;
      value = atom() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (tokens[at] === "OR") {
      at++;
      value = and() || value;
    }
    return value;
  };
  if (PERMISSIVE.has(expression)) return true;
  return or() && at >= tokens.length;
}

export function checkLicences(components: SbomComponent[]): LicenceFinding[] {
  return components.map((c) => {
    const name = c.group ? `${c.group}/${c.name}` : c.name;
    const licence = licenceOf(c);
    const version = c.version ?? "";
    if (isPermissive(licence)) return { name, version, licence, verdict: "allowed" };
    const exception = EXCEPTIONS[name];
    if (exception && exception.licence === licence) return { name, version, licence, verdict: "exception", why: exception.why };
    return { name, version, licence, verdict: "refused" };
  });
}

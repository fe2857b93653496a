import { describe, expect, it } from "vitest";
import { compareRestore, FORMAT, parseManifest, type ArchivedFile, type Manifest } from "./manifest.server";

const manifest: Manifest = {
  format: FORMAT,
  formatVersion: 1,
  createdAt: "2026-12-06T03:00:00.000Z",
  appVersion: "0.1.0",
  database: { kind: "pglite", serverVersion: "17.5", entry: "database/pglite-datadir.tar.gz" },
  migrations: { applied: 20, latest: "0019_sample_texts" },
  tables: { "public.jobs": 80, "public.user": 3, "pgboss.job": 2 },
};
const files: ArchivedFile[] = [
  { bucket: "resumes", key: "p1/1-aa.pdf", size: 10, sha256: "a".repeat(64), contentType: "application/pdf", inFilesTable: true },
  { bucket: "client-logos", key: "1-bb.png", size: 20, sha256: "b".repeat(64), contentType: "image/png", inFilesTable: true },
];
const restoredFiles = () =>
  new Map<string, { size: number; sha256: string } | null>(files.map((f) => [`${f.bucket}/${f.key}`, { size: f.size, sha256: f.sha256 }]));
const same = () => ({ tables: { ...manifest.tables }, migrations: { ...manifest.migrations }, files: restoredFiles() });

describe("restore check", () => {
  it("passes when every table and file matches, and prints each table's counts", () => {
    const result = compareRestore(manifest, files, same());
    expect(result.ok).toBe(true);
    expect(result.lines.join("\n")).not.toContain("MISMATCH");
    expect(result.lines.find((l) => l.startsWith("public.jobs"))).toMatch(/80\s+80$/);
    expect(result.lines.at(-1)).toBe("files: 2 of 2 restored with the archive's size and SHA-256");
  });

  it.each([
    ["a table with fewer rows", (r: ReturnType<typeof same>) => void (r.tables["public.user"] = 2)],
    ["a table missing", (r: ReturnType<typeof same>) => void delete r.tables["pgboss.job"]],
    ["a table the archive does not have", (r: ReturnType<typeof same>) => void (r.tables["public.extra"] = 0)],
    ["another migration level", (r: ReturnType<typeof same>) => void (r.migrations = { applied: 19, latest: "0018_x" })],
    ["a file with other bytes", (r: ReturnType<typeof same>) => void r.files.set("resumes/p1/1-aa.pdf", { size: 10, sha256: "c".repeat(64) })],
    ["a file missing", (r: ReturnType<typeof same>) => void r.files.delete("client-logos/1-bb.png")],
    ["a file the archive does not name", (r: ReturnType<typeof same>) => void r.files.set("avatars/9-zz.png", { size: 1, sha256: "d".repeat(64) })],
  ])("fails on %s", (_, change) => {
    const restored = same();
    change(restored);
    const result = compareRestore(manifest, files, restored);
    expect(result.ok).toBe(false);
    expect(result.lines.join("\n")).toContain("MISMATCH");
  });

  it("reads only its own format, and no newer one", () => {
    expect(() => parseManifest(JSON.stringify({ format: "other" }))).toThrow(/Not a DocHire backup archive/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, formatVersion: 2 }))).toThrow(/newer than this version reads/);
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });
});

// Islands (docs/decisions/031): the browser code of document pages, as real modules built by Vite.
//
// A route declares what its page runs by importing the module with `?island` and naming it in its `handle`
// (lib/islands.ts). The import gives the server an IslandAsset — where the built module is and what it imports —
// never the code itself:
// - in the client build, each island imported this way becomes an entry of its own (minified, fingerprinted, its
//   shared code in chunks that every page caches);
// - in the server build, the asset is read from the client build's manifest (the client is built first);
// - in development and unit tests, the source path, which Vite's dev server transforms on request.
//
// `?island-inline` gives the module's code instead, bundled and minified as one classic script, for the rare code
// that must run before the first paint (the chat widget's restored state).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type PluginContext = Rollup.PluginContext & { environment: { name: string } };

const PREFIX = "\0island:";
const INLINE_PREFIX = "\0island-inline:";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

export function islands(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "serve";
  let base = "/";
  let manifest: Record<string, ManifestChunk> | null = null;

  function readManifest(): Record<string, ManifestChunk> {
    manifest ??= JSON.parse(readFileSync(path.join(root, "build/client/.vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    return manifest;
  }

  /** The built entry's address and the chunks it imports (to preload them), from the client manifest. */
  function builtAsset(file: string) {
    const entries = readManifest();
    const key = path.relative(root, file).split(path.sep).join("/");
    const entry = entries[key];
    if (!entry) throw new Error(`island ${key} is not in the client build (is it imported with ?island by a route module?)`);
    const imports: string[] = [];
    const walk = (keys: readonly string[] | undefined) => {
      for (const chunkKey of keys ?? []) {
        const chunk = entries[chunkKey];
        const href = chunk ? base + chunk.file : null;
        if (!chunk || !href || imports.includes(href)) continue;
        imports.push(href);
        walk(chunk.imports);
      }
    };
    walk(entry.imports);
    return { src: base + entry.file, imports };
  }

  return {
    name: "dochire:islands",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      command = config.command;
      base = config.base;
    },
    resolveId: {
      // Only these imports reach the hook (no JavaScript call for every other module).
      filter: { id: /\?island(-inline)?$/ },
      async handler(source, importer) {
        const inline = source.endsWith("?island-inline");
        const bare = source.slice(0, source.lastIndexOf("?"));
        const resolved = await this.resolve(bare, importer, { skipSelf: true });
        if (!resolved) return null;
        return (inline ? INLINE_PREFIX : PREFIX) + resolved.id;
      },
    },
    load: {
      filter: { id: /^\0island/ },
      handler: loadIsland,
    },
  };

  async function loadIsland(this: PluginContext, id: string) {
    if (id.startsWith(INLINE_PREFIX)) {
      const file = id.slice(INLINE_PREFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await bundleInline(file, root))};`;
    }
    if (!id.startsWith(PREFIX)) return null;
    const file = id.slice(PREFIX.length);
    if (command === "serve") {
      const src = base + path.relative(root, file).split(path.sep).join("/");
      return `export default ${JSON.stringify({ src, imports: [] })};`;
    }
    if (this.environment.name === "client") {
      // The route module's client half only needs the shape; the island itself becomes an entry of this build.
      this.emitFile({ type: "chunk", id: file, name: path.basename(file).replace(/\.island\.[cm]?[jt]sx?$/, "") });
      return `export default { src: "", imports: [] };`;
    }
    return `export default ${JSON.stringify(builtAsset(file))};`;
  }
}

/** One self-contained, minified classic script (no imports left, no exports), for inlining in the HTML. */
async function bundleInline(file: string, root: string): Promise<string> {
  const { rolldown } = await import("rolldown");
  const bundle = await rolldown({
    input: file,
    platform: "browser",
    resolve: { alias: { "~": path.join(root, "app") } },
    logLevel: "silent",
  });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    const code = output[0]?.code;
    if (!code) throw new Error(`island ${file} produced no code`);
    return code.trim();
  } finally {
    await bundle.close();
  }
}

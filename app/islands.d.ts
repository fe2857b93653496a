// Imports resolved by vite-islands.ts (see lib/islands.ts).
declare module "*?island" {
  import type { IslandAsset } from "~/lib/islands";

  const island: IslandAsset;
  export default island;
}

declare module "*?island-inline" {
  /** The module bundled and minified as one classic script, for inlining. */
  const code: string;
  export default code;
}

/** Props of a DOM contract (lib/dom-contract.ts) as HTML attributes, for markup written in a unit test. */
export function attrs(props: Record<string, string>): string {
  return Object.entries(props)
    .map(([name, value]) => `${name}="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
    .join(" ");
}

/**
 * The typed contract between the markup React renders on the server and the browser modules that act on it
 * (islands, and the DOM code hydrated pages share with them). Each feature declares its attributes once, e.g.
 *
 *   export const jobsDom = { page: marker("jobs-page"), region: keyed<"results" | "count">("region") };
 *
 * and both sides use that declaration: the component spreads `{...jobsDom.page.props}` or
 * `{...jobsDom.region.props("results")}`, the island calls `jobsDom.region.find(root, "results")`. A renamed or
 * mistyped attribute is then a type error on both sides instead of a script that silently finds nothing.
 */
type DataProps = Record<`data-${string}`, string>;

export type Marker<E extends Element = HTMLElement> = {
  /** The attribute's name, e.g. `data-jobs-page`. */
  readonly attr: `data-${string}`;
  /** `[data-jobs-page]`, for querySelector and closest. */
  readonly selector: string;
  /** The props that put the marker on an element. */
  readonly props: DataProps;
  find(root: ParentNode): E | null;
  findAll(root: ParentNode): E[];
  /** The nearest element with the marker, starting at `from` (an event target, say). */
  closest(from: EventTarget | null): E | null;
  /** Whether the element itself carries the marker. */
  is(element: Element): element is E;
};

export type Keyed<V extends string, E extends Element = HTMLElement> = {
  readonly attr: `data-${string}`;
  selector(value?: V): string;
  props(value: V): DataProps;
  find(root: ParentNode, value?: V): E | null;
  findAll(root: ParentNode, value?: V): E[];
  closest(from: EventTarget | null, value?: V): E | null;
  is(element: Element, value?: V): element is E;
  /** The element's value of the attribute, when it is one of the declared values' kind. */
  valueOf(element: Element): V | undefined;
};

function closestFrom<E extends Element>(from: EventTarget | null, selector: string): E | null {
  const start = from instanceof Element ? from : from instanceof Node ? from.parentElement : null;
  return (start?.closest(selector) as E | null) ?? null;
}

/** An attribute whose presence marks an element (`data-name=""`). */
export function marker<E extends Element = HTMLElement>(name: string): Marker<E> {
  const attr = `data-${name}` as const;
  const selector = `[${attr}]`;
  return {
    attr,
    selector,
    props: { [attr]: "" },
    find: (root) => root.querySelector<E>(selector as never),
    findAll: (root) => Array.from(root.querySelectorAll<E>(selector as never)),
    closest: (from) => closestFrom<E>(from, selector),
    is: (element): element is E => element.matches(selector),
  };
}

/** An attribute whose value names which one of a kind the element is (`data-region="results"`). */
export function keyed<V extends string, E extends Element = HTMLElement>(name: string): Keyed<V, E> {
  const attr = `data-${name}` as const;
  const selector = (value?: V) => (value === undefined ? `[${attr}]` : `[${attr}="${value.replace(/["\\]/g, "\\$&")}"]`);
  return {
    attr,
    selector,
    props: (value) => ({ [attr]: value }),
    find: (root, value) => root.querySelector<E>(selector(value) as never),
    findAll: (root, value) => Array.from(root.querySelectorAll<E>(selector(value) as never)),
    closest: (from, value) => closestFrom<E>(from, selector(value)),
    is: (element, value): element is E => element.matches(selector(value)),
    valueOf: (element) => (element.getAttribute(attr) ?? undefined) as V | undefined,
  };
}

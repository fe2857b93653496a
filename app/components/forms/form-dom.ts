import { keyed, marker } from "~/lib/dom-contract";

/** What document pages' forms tell their islands (form-behaviors.ts), rendered by the form components. */
export const formDom = {
  /** On a submit button: its text while the form is being sent. */
  busyLabel: keyed<string, HTMLButtonElement>("busy-label"),
  /** On a file input: the largest file accepted, in bytes (the server checks again, by content). */
  maxBytes: keyed<string, HTMLInputElement>("max-bytes"),
  /** On a file input: the message shown beside it for a file that is too large or of the wrong kind. */
  fileMessage: keyed<string, HTMLInputElement>("file-message"),
  /**
   * On a form sent in the background by its island: the key of the outcome in the answer's page that takes the
   * form's place when it worked (e.g. "Confirmation link sent"). Anything else sends the form as a plain post.
   */
  inline: keyed<string, HTMLFormElement>("inline-form"),
  /** In a page: an outcome a background form may show in its place. */
  outcome: keyed<string>("outcome"),
  /** On a form: what a browser alert says before the first message when the island's check stops it (spec 2.5). */
  alertPrefix: keyed<string, HTMLFormElement>("alert-prefix"),
  /** On an element the server rendered: a browser alert the island shows once the page has loaded (spec 2.5). */
  alertOnLoad: keyed<string>("alert-on-load"),
  /** Inside a form: a JSON block with the checks of its schema (lib/form-checks.ts), made before it is sent. */
  checks: marker<HTMLScriptElement>("form-checks"),
};

/** Props of a file input whose size and kind the island checks before anything is uploaded. */
export function fileCheckProps(maxBytes: number, message: string) {
  return { ...formDom.maxBytes.props(String(maxBytes)), ...formDom.fileMessage.props(message) };
}

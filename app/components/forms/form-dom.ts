import { keyed, marker } from "~/lib/dom-contract";

/** What document pages' forms tell their islands (form-behaviors.ts), rendered by the form components. */
export const formDom = {
  /** On a submit button: its text while the form is being sent. */
  busyLabel: keyed<string, HTMLButtonElement>("busy-label"),
  /** On a file input: the largest file accepted, in bytes (the server checks again, by content). */
  maxBytes: keyed<string, HTMLInputElement>("max-bytes"),
  /** On a file input: the message shown beside it for a file that is too large or of the wrong kind. */
  fileMessage: keyed<string, HTMLInputElement>("file-message"),
  /** Inside a form: a JSON block with the checks of its schema (lib/form-checks.ts), made before it is sent. */
  checks: marker<HTMLScriptElement>("form-checks"),
};

/** Props of a file input whose size and kind the island checks before anything is uploaded. */
export function fileCheckProps(maxBytes: number, message: string) {
  return { ...formDom.maxBytes.props(String(maxBytes)), ...formDom.fileMessage.props(message) };
}

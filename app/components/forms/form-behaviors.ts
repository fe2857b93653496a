import { formDom } from "./form-dom";

/**
 * Plain HTML forms on document pages (docs/decisions/031), made kinder by their island:
 * - a file input with a size limit (formDom.maxBytes) refuses a file that is too large or not of an accepted kind
 *   at once, beside the field, instead of after a long upload; the server checks again by content;
 * - once a form is really being sent, its submit button is disabled and shows its busy label (formDom.busyLabel),
 *   so a second press does not send it twice.
 * The browser's own constraint checks (required, lengths, e-mail) stay on; the server's answer is the page it
 * renders with each error beside its field. Returns a function that removes the behaviour (for tests).
 */
export function formBehaviors(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const installed = new AbortController();
  const signal = installed.signal;

  /** The element that shows the field's error (the one Field renders, or one made like it). */
  function errorElement(input: HTMLInputElement): HTMLElement {
    const id = `${input.id}-error`;
    const existing = doc.getElementById(id);
    if (existing) return existing;
    const p = doc.createElement("p");
    p.id = id;
    p.setAttribute("role", "alert");
    p.className = "mt-1 text-sm text-red-600";
    input.closest("div")?.parentElement?.append(p);
    return p;
  }

  function setFileError(input: HTMLInputElement, message: string | null) {
    if (message) {
      input.setCustomValidity(message);
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", `${input.id}-error`);
      const p = errorElement(input);
      p.textContent = message;
      p.hidden = false;
    } else {
      input.setCustomValidity("");
      input.removeAttribute("aria-invalid");
      const p = doc.getElementById(`${input.id}-error`);
      if (p) p.hidden = true;
    }
  }

  function accepted(input: HTMLInputElement, file: File): boolean {
    const kinds = input.accept
      .split(",")
      .map((kind) => kind.trim().toLowerCase())
      .filter(Boolean);
    if (!kinds.length) return true;
    const name = file.name.toLowerCase();
    return kinds.some((kind) => (kind.startsWith(".") ? name.endsWith(kind) : kind === file.type.toLowerCase()));
  }

  function checkFile(input: HTMLInputElement): boolean {
    const max = Number(formDom.maxBytes.valueOf(input));
    const file = input.files?.[0];
    const bad = file !== undefined && ((Number.isFinite(max) && file.size > max) || !accepted(input, file));
    setFileError(input, bad ? (formDom.fileMessage.valueOf(input) ?? "") : null);
    return !bad;
  }

  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (input instanceof win.HTMLInputElement && input.type === "file" && formDom.maxBytes.is(input)) checkFile(input);
    },
    { signal },
  );

  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof win.HTMLFormElement)) return;
      const files = formDom.maxBytes.findAll(form).filter((input) => input.type === "file");
      const firstBad = files.find((input) => !checkFile(input));
      if (firstBad) {
        event.preventDefault();
        firstBad.focus();
        return;
      }
      // Another island may have taken this submission over (preventDefault): then it shows its own progress.
      win.setTimeout(() => {
        if (event.defaultPrevented) return;
        for (const button of formDom.busyLabel.findAll(form)) {
          button.disabled = true;
          button.setAttribute("aria-disabled", "true");
          button.textContent = formDom.busyLabel.valueOf(button) ?? button.textContent;
        }
      }, 0);
    },
    { signal },
  );

  return () => installed.abort();
}

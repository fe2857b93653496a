import type { FieldChecks, FormChecks } from "~/lib/form-checks";
import { formDom } from "./form-dom";

/**
 * Plain HTML forms on document pages (docs/decisions/031), made kinder by their island:
 * - a form carrying its schema's checks (FormChecks) is checked before it is sent, each message beside its field
 *   in the schema's words (the browser's own bubbles are turned off); a field in error is checked again as the
 *   person types, and the first one in error gets the focus;
 * - a file input with a size limit (formDom.maxBytes) refuses a file that is too large or not of an accepted kind
 *   at once, beside the field, instead of after a long upload; the server checks again by content;
 * - a form marked formDom.inline is sent in the background; when the answer's page has the outcome it names, that
 *   outcome takes the form's place (the visitor stays where they were), otherwise the form is sent as a plain post;
 * - a form with formDom.alertPrefix also says its first problem in a browser alert, and an element carrying
 *   formDom.alertOnLoad is said in one once the page is shown (spec 2.5's simple registration);
 * - once a form is really being sent, its submit button is disabled and shows its busy label (formDom.busyLabel),
 *   so a second press does not send it twice.
 * The server's answer is the page it renders with each error beside its field. Returns a function that removes the behaviour (for tests).
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

  function setError(input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, message: string | null) {
    if (message) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", `${input.id}-error`);
      const p = errorElement(input as HTMLInputElement);
      p.textContent = message;
      p.hidden = false;
    } else {
      input.removeAttribute("aria-invalid");
      const p = doc.getElementById(`${input.id}-error`);
      if (p) {
        p.textContent = "";
        p.hidden = true;
      }
    }
  }

  const checksCache = new WeakMap<HTMLFormElement, FormChecks | null>();

  function checksOf(form: HTMLFormElement): FormChecks | null {
    if (checksCache.has(form)) return checksCache.get(form) ?? null;
    let checks: FormChecks | null;
    const block = formDom.checks.find(form);
    try {
      checks = block ? (JSON.parse(block.textContent ?? "null") as FormChecks | null) : null;
    } catch {
      checks = null;
    }
    checksCache.set(form, checks);
    return checks;
  }

  type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

  function control(form: HTMLFormElement, name: string): Control | null {
    const element = form.elements.namedItem(name);
    return element instanceof win.HTMLInputElement || element instanceof win.HTMLSelectElement || element instanceof win.HTMLTextAreaElement
      ? element
      : null;
  }

  /** What the schema says about the field's value, or null when it is fine (disabled and hidden fields are not sent). */
  function problem(form: HTMLFormElement, el: Control, check: FieldChecks): string | null {
    if (el.disabled || el.type === "hidden") return null;
    const value = el.type === "password" ? el.value : el.value.trim();
    if (check.required && value === "") return check.valueMissing ?? null;
    if (value === "") return null;
    if (check.typeMismatch && el instanceof win.HTMLInputElement && (el.validity.typeMismatch || (check.pattern && !new RegExp(check.pattern).test(value)))) {
      return check.typeMismatch;
    }
    if (check.minLength !== undefined && value.length < check.minLength) return check.tooShort ?? null;
    if (check.maxLength !== undefined && value.length > check.maxLength) return check.tooLong ?? null;
    if (check.match) {
      const other = control(form, check.match.field);
      if (other && other.value !== el.value) return check.match.message;
    }
    return null;
  }

  /** Checks the form's fields; shows each message; returns the first field in error. */
  function checkForm(form: HTMLFormElement): Control | null {
    const checks = checksOf(form);
    if (!checks) return null;
    let first: Control | null = null;
    for (const [name, check] of Object.entries(checks)) {
      const el = control(form, name);
      if (!el) continue;
      const message = problem(form, el, check);
      setError(el, message);
      if (message && !first) first = el;
    }
    return first;
  }

  // An outcome the server wants said as a browser alert (spec 2.5), once, after the page has been shown.
  const alerts = formDom.alertOnLoad.findAll(doc).map((element) => formDom.alertOnLoad.valueOf(element) ?? "");
  if (alerts.length) win.setTimeout(() => alerts.filter(Boolean).forEach((message) => win.alert(message)), 0);

  for (const block of formDom.checks.findAll(doc)) {
    const form = block.closest("form");
    if (form) form.noValidate = true;
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

  // A field in error is checked again as it changes.
  doc.addEventListener(
    "input",
    (event) => {
      const el = event.target;
      if (!(el instanceof win.HTMLInputElement || el instanceof win.HTMLSelectElement || el instanceof win.HTMLTextAreaElement) || !el.form) return;
      const checks = checksOf(el.form);
      if (!checks) return;
      for (const [name, check] of Object.entries(checks)) {
        const target = control(el.form, name);
        if (!target || target.getAttribute("aria-invalid") !== "true") continue;
        if (target === el) setError(target, problem(el.form, target, check));
        // Editing the field a repeat repeats clears the repeat's message until it is checked again.
        else if (check.match?.field === el.name) setError(target, null);
      }
    },
    { signal },
  );

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
      const firstBad = checkForm(form) ?? files.find((input) => !checkFile(input));
      if (firstBad) {
        event.preventDefault();
        firstBad.focus();
        const prefix = formDom.alertPrefix.valueOf(form);
        const message = doc.getElementById(`${firstBad.id}-error`)?.textContent;
        if (prefix !== undefined && message) win.alert(prefix + message);
        return;
      }
      const inline = formDom.inline.is(form) ? formDom.inline.valueOf(form) : undefined;
      if (inline && !form.hasAttribute("data-plain")) {
        event.preventDefault();
        sendInline(form, inline, event.submitter instanceof win.HTMLButtonElement ? event.submitter : null);
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

  function setBusy(form: HTMLFormElement, busy: boolean) {
    for (const button of formDom.busyLabel.findAll(form)) {
      if (busy) {
        button.dataset.idleLabel = button.textContent ?? "";
        button.textContent = formDom.busyLabel.valueOf(button) ?? button.textContent;
      } else if (button.dataset.idleLabel !== undefined) button.textContent = button.dataset.idleLabel;
      button.disabled = busy;
      button.setAttribute("aria-disabled", String(busy));
    }
  }

  function sendInline(form: HTMLFormElement, outcome: string, submitter: HTMLButtonElement | null) {
    setBusy(form, true);
    const plain = () => {
      setBusy(form, false);
      form.setAttribute("data-plain", "");
      form.requestSubmit(submitter ?? undefined);
    };
    win
      .fetch(form.action, { method: "POST", body: new win.FormData(form, submitter), headers: { Accept: "text/html" } })
      .then(async (response) => {
        const page = new win.DOMParser().parseFromString(await response.text(), "text/html");
        const shown = response.ok ? formDom.outcome.find(page, outcome) : null;
        if (!shown) return plain();
        form.replaceWith(doc.importNode(shown, true));
      })
      .catch(plain);
  }

  return () => installed.abort();
}

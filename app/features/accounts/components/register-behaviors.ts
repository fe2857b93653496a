import type { Role } from "~/lib/constants";
import { registerDom } from "./register-dom";

/**
 * The registration page's account-type tabs on a document page (its island): switching shows the other role's own
 * field in place, without a page load, so the rest of what was typed stays; the role's own values and every message
 * are cleared (spec 5). Without JavaScript the tabs are links to the page for each role.
 */
export function registerBehaviors(doc: Document = document): () => void {
  const installed = new AbortController();

  function clearMessages(form: HTMLFormElement) {
    for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) field.removeAttribute("aria-invalid");
    for (const message of form.querySelectorAll<HTMLElement>('[id$="-error"], [role="alert"]')) {
      message.textContent = "";
      message.hidden = true;
    }
  }

  function select(role: Role, tab: HTMLAnchorElement) {
    for (const other of registerDom.tab.findAll(doc)) {
      const selected = registerDom.tab.valueOf(other) === role;
      if (selected) other.setAttribute("aria-current", "page");
      else other.removeAttribute("aria-current");
      other.dataset.selected = String(selected);
    }
    const input = registerDom.roleInput.find(doc);
    if (input) input.value = role;
    for (const wrapper of registerDom.roleField.findAll(doc)) {
      const own = registerDom.roleField.valueOf(wrapper) === role;
      wrapper.hidden = !own;
      for (const control of wrapper.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) {
        control.disabled = !own;
        control.value = "";
      }
    }
    const name = registerDom.namePlaceholder.find(doc);
    const placeholder = role === "doctor" ? name && registerDom.namePlaceholder.valueOf(name) : name && registerDom.namePlaceholderEmployer.valueOf(name);
    if (name && placeholder !== undefined && placeholder !== null) name.placeholder = placeholder;
    const form = input?.form;
    if (form) {
      clearMessages(form);
      // The form posts to the page of the role now shown, so a refused post comes back on this tab.
      form.setAttribute("action", tab.getAttribute("href") ?? form.getAttribute("action") ?? "");
    }
    doc.defaultView?.history.replaceState(null, "", tab.href);
  }

  doc.addEventListener(
    "click",
    (event) => {
      const tab = registerDom.tab.closest(event.target);
      if (!tab || (event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey))) return;
      const role = registerDom.tab.valueOf(tab);
      if (!role) return;
      event.preventDefault();
      if (tab.getAttribute("aria-current") !== "page") select(role, tab);
    },
    { signal: installed.signal },
  );
  return () => installed.abort();
}

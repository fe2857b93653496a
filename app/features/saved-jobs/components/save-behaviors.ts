import { showToast, toastMessageOf } from "~/components/ui/toaster";
import { saveDom } from "./save-dom";

/**
 * Save / unsave on a document page (the job page's island): the form is sent in the background and the button
 * flips at once (aria-pressed, its text, the next intent); if the server refuses, it flips back and the toast the
 * form carries says so. Without JavaScript it is a plain form post that comes back to the page.
 */
export function saveBehaviors(doc: Document = document): () => void {
  const win = doc.defaultView ?? window;
  const installed = new AbortController();

  function show(button: HTMLButtonElement, saved: boolean) {
    button.setAttribute("aria-pressed", String(saved));
    button.value = saved ? "unsave-job" : "save-job";
    const text = saveDom.text.find(button);
    const label = (saved ? saveDom.labelSaved : saveDom.labelSave).valueOf(button);
    if (text && label) text.textContent = label;
    button.dataset.state = saved ? "saved" : "unsaved";
  }

  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof win.HTMLFormElement) || !saveDom.form.is(form)) return;
      // On the job page the button is inside its form; on /jobs cards it sits in the card and names the form.
      const submitter = (event as SubmitEvent).submitter;
      const button =
        submitter instanceof win.HTMLButtonElement && submitter.name === "intent" ? submitter : form.querySelector<HTMLButtonElement>('button[name="intent"]');
      if (!button) return;
      event.preventDefault();
      const body = new win.FormData(form);
      body.set("intent", button.value);
      const wasSaved = button.getAttribute("aria-pressed") === "true";
      show(button, !wasSaved);
      void win
        .fetch(form.action, { method: "POST", body, headers: { Accept: "text/html" } })
        .then((response) => {
          if (!response.ok) throw new Error(`status ${response.status}`);
        })
        .catch(() => {
          show(button, wasSaved);
          const message = toastMessageOf(form);
          if (message) showToast(message);
        });
    },
    { signal: installed.signal },
  );

  return () => installed.abort();
}

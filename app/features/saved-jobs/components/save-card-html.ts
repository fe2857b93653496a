// Save on the /jobs result cards. The cards are HTML strings (features/jobs/components/job-card.tsx), so is this.
// The search is one GET form and forms cannot nest: each card's button belongs to its own POST form placed after
// the search form (the button's `form` attribute), which save-behaviors.ts sends in the background.
import { toastAttribute } from "~/components/ui/toaster";
import { escapeHtml, htmlAttributes as attrs } from "~/lib/html";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import { saveDom } from "./save-dom";

const formId = (jobId: number) => `save-job-${Number(jobId)}`;
// Styled by the save-card class (app.css), named once rather than a utility list on every card.
const ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2"><path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z"/></svg>';
const BUTTON_CLASS = "save-card";

/** A signed-in doctor's Save / Saved button for a card. */
export function saveCardButtonHtml(job: { id: number; title: string }, saved: boolean): string {
  const props = {
    type: "submit",
    form: formId(job.id),
    name: "intent",
    value: saved ? "unsave-job" : "save-job",
    "aria-pressed": String(saved),
    ...saveDom.labelSave.props(m.save),
    ...saveDom.labelSaved.props(m.saved),
    class: BUTTON_CLASS,
  };
  return `<button${attrs(props)}>${ICON}<span${attrs(saveDom.text.props)}>${saved ? m.saved : m.save}</span><span class="sr-only">: ${escapeHtml(job.title)}</span></button>`;
}

/** A visitor's Save: a link to sign in that comes back to the search. */
export function saveCardSignInHtml(job: { title: string }, loginHref: string): string {
  return `<a href="${escapeHtml(loginHref)}" class="${BUTTON_CLASS}" title="${escapeHtml(m.signInToSave)}">${ICON}<span>${m.save}</span><span class="sr-only">: ${escapeHtml(job.title)} (${escapeHtml(m.signInToSave)})</span></a>`;
}

/** The cards' Save forms (outside the search form), posting to `action`. */
export function saveCardFormsHtml(jobIds: readonly number[], action: string): string {
  const formProps = { ...saveDom.form.props, ...toastAttribute({ title: m.updateFailed, variant: "destructive" }) };
  return jobIds
    .map((id) => `<form id="${formId(id)}" method="post" action="${escapeHtml(action)}"${attrs(formProps)}><input type="hidden" name="jobId" value="${Number(id)}"></form>`)
    .join("");
}

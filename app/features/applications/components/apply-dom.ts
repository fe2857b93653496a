import { marker } from "~/lib/dom-contract";

/** The job page's Apply box: rendered by apply-panel.tsx, used by apply-behaviors.ts. */
export const applyDom = {
  /** "Apply Now": shows the form (hidden until then when JavaScript runs; without it the form is always shown). */
  open: marker<HTMLButtonElement>("apply-open"),
  /** The application form's container; `data-open` shows it. */
  panel: marker("apply-form-panel"),
};

export const APPLY_FORM_ID = "apply-form";

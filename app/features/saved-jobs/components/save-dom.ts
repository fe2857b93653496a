import { keyed, marker } from "~/lib/dom-contract";

/** The Save button's markup contract: rendered by save-job-button.tsx, used by save-behaviors.ts. */
export const saveDom = {
  /** The save / unsave form. */
  form: marker<HTMLFormElement>("save-job"),
  /** Its button's text in each state. */
  labelSave: keyed<string, HTMLButtonElement>("label-save"),
  labelSaved: keyed<string, HTMLButtonElement>("label-saved"),
  /** Where the button's text is (beside the icon). */
  text: marker("save-job-text"),
};

import { keyed, marker } from "~/lib/dom-contract";
import type { Role } from "~/lib/constants";

/** The registration form's contract: rendered by routes/_site.register.tsx, used by register-behaviors.ts. */
export const registerDom = {
  /** The account-type tabs: links to ?role=… that work without JavaScript. */
  tab: keyed<Role, HTMLAnchorElement>("role-tab"),
  /** The hidden role field the form sends. */
  roleInput: marker<HTMLInputElement>("role-input"),
  /** Each role's own field (specialization, company); the other role's is hidden and disabled (not sent). */
  roleField: keyed<Role>("role-field"),
  /** The name field's placeholder for each role. */
  namePlaceholder: keyed<string, HTMLInputElement>("placeholder-doctor"),
  namePlaceholderEmployer: keyed<string, HTMLInputElement>("placeholder-employer"),
};

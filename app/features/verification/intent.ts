/** The hidden intent of the verification request form, on the pages that share an action with other forms. */
export const VERIFICATION_INTENT = "request-verification";

// The privacy notice shown at sign-up and on /privacy. A change of its substance is a new version: sign-ups record
// the version they agreed to (profiles.consent_version).
export const PRIVACY_NOTICE_VERSION = "2026-11-25";

/** Days between "Delete my account" and the erasure; signing in before then cancels it. */
export const DELETION_GRACE_DAYS = 14;

/** Hours a "Download my data" link works. */
export const EXPORT_LINK_HOURS = 24;

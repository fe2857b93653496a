/** The admin's view of background jobs that failed every try. */
export const failedJobTexts = {
  title: "Failed Background Jobs",
  intro: "Mails and other background work that failed every try (after about an hour of retries). Send one again once the cause is fixed, or remove it.",
  empty: "No failed jobs. Every mail and background task went through.",
  retry: "Try again",
  remove: "Remove",
  retried: { title: "Job Queued Again" },
  removed: { title: "Job Removed" },
  actionFailed: "Job Not Changed",
  tries: (n: number) => `${n + 1} ${n === 0 ? "try" : "tries"}`,
  noError: "No error message recorded",
  invalid: "This job no longer exists. Reload the page.",
} as const;

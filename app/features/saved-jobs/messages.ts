// Saving jobs for later (doctors), from job cards, the job page and the Saved Jobs tab.
export const savedJobs = {
  signIn: "Please sign in to save jobs.",
  onlyDoctors: "Only doctors can save jobs.",
  updateFailed: "Could not update your saved jobs.",
  save: "Save",
  saved: "Saved",
  heading: "Saved Jobs",
  emptyText: "Save jobs while you browse and they will wait for you here.",
  signInToSave: "Sign in to save",
} as const;

// The notifications page's and the e-mail preferences' texts.
/** The bell, the notifications page and the e-mail preferences. */
export const notificationTexts = {
  pageTitle: "Notifications",
  pageIntro: "Application updates, new applicants, messages and job alert matches.",
  empty: "Nothing new yet. We'll let you know here when something happens.",
  markAllRead: "Mark all as read",
  allRead: { title: "All caught up", description: "Every notification is marked as read." },
  unreadBadge: "New",
  notFound: "This notification no longer exists.",
  preferencesTitle: "E-mail Notifications",
  preferencesIntro: "Choose which e-mails we send you. Account e-mails (confirmation, password reset) are always sent.",
  preferenceLabels: {
    applicationUpdates: "Updates on my applications (sent, status changes)",
    newApplicants: "New applicants on my jobs",
    messages: "New messages",
    jobAlerts: "Job alert digests",
  },
  savePreferences: "Save preferences",
  preferencesSaved: { title: "Preferences Saved", description: "Your e-mail preferences have been updated." },
  preferencesFailed: "Preferences Not Saved",
} as const;

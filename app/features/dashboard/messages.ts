// The dashboard's frame: its description and the tab labels that belong to no single page of it.
export const dashboardTabs = {
  /** The dashboard's meta description (its pages are not indexed; browsers and link previews still read it). */
  description: "Your DocHire dashboard: jobs, applicants, hiring team, messages and account.",
  messages: "Messages",
  messagesUnread: (n: number) => `(${n} unread)`,
  system: "System",
} as const;

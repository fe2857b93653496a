// Data rights under the DPDP Act (issue 14): the privacy page, My Data's download and deletion, the deletion history.
export const privacy = {
  pageTitle: "Privacy Notice",
  tabTitle: "My Data",
  downloadTitle: "Download my data",
  downloadText: "We e-mail you a link to a file with your profile, applications, saved jobs and resume. The link works for 24 hours, only while you are signed in.",
  downloadButton: "E-mail Me a Download Link",
  downloadSent: { title: "Link Sent", description: "Check your inbox: the download link works for 24 hours." },
  linkExpired: "This download link has expired or is not yours. Ask for a new one on the My Data tab.",
  deleteTitle: "Delete my account",
  deleteText:
    "Your account is deleted 14 days after you ask. Signing in during those 14 days cancels the deletion. Then your profile, resume and photo are erased; employers keep your applications only as anonymous records.",
  deleteEmailLabel: "Type your e-mail address to confirm",
  deletePasswordLabel: "Your password",
  deleteButton: "Delete My Account",
  deleteEmailMismatch: "The e-mail address does not match your account",
  deletePasswordWrong: "Your password is incorrect",
  deleteScheduled: "Your account will be deleted in 14 days. Sign in before then to keep it.",
  deletedName: "Deleted account",
  historyTitle: "Deletion requests",
  historyRequested: (requestedOn: string) => `Deletion requested on ${requestedOn}`,
  historyCancelled: (cancelledOn: string) => `cancelled on ${cancelledOn} when you signed in`,
  historyPending: "scheduled",
} as const;

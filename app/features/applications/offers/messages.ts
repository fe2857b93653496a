// Offers: the team's form on a candidate's page, the doctor's card, and the bells and mails about them.
import type { ToastMessage } from "~/lib/messages";

export const OFFER_MESSAGE_MAX = 2000;
export const DECLINE_REASON_MAX = 1000;
/** An offer letter: a PDF of at most this many bytes. */
export const OFFER_LETTER_MAX_BYTES = 5 * 1024 * 1024;

export const offerTexts = {
  sectionHeading: "Offer",
  none: "No offer sent yet.",
  sendHeading: "Send an offer",
  salary: "Salary in ₹",
  salaryUnit: "Per",
  perYear: "year",
  perMonth: "month",
  startDate: "Start date",
  message: "Message to the doctor (optional)",
  letter: "Offer letter (PDF, optional, at most 5 MB)",
  send: "Send offer",
  withdraw: "Withdraw offer",
  viewLetter: "Open the offer letter",
  status: { sent: "Waiting for the doctor's answer", accepted: "Accepted", declined: "Declined", withdrawn: "Withdrawn" } as Record<
    "sent" | "accepted" | "declined" | "withdrawn",
    string
  >,
  salaryLine: (amount: string) => `Salary: ${amount}`,
  startLine: (date: string) => `Start date: ${date}`,
  declineReasonLine: (reason: string) => `Reason: ${reason}`,
  // The doctor's card.
  doctorHeading: (jobTitle: string) => `Offer for ${jobTitle}`,
  accept: "Accept offer",
  decline: "Decline offer",
  declineReason: "Reason (optional)",
  declineHint: "Declining the offer withdraws your application for this job. The employer is told, with your reason if you give one.",
  // Results.
  sent: { title: "Offer Sent", description: "The doctor has been told." } as ToastMessage,
  withdrawn: { title: "Offer Withdrawn", description: "The doctor can no longer accept it." } as ToastMessage,
  accepted: { title: "Offer Accepted", description: "The employer has been told. Congratulations!" } as ToastMessage,
  declined: { title: "Offer Declined", description: "The employer has been told, and your application for this job is withdrawn." } as ToastMessage,
  broughtBack: { title: "Candidate Brought Back", description: "You can now send a revised offer." } as ToastMessage,
  failed: "Offer Not Updated",
  // The team's card after the doctor declined: the candidate stands in Withdrawn until brought back.
  declinedWithdrawn: "The doctor declined the offer, so the application moved to Withdrawn.",
  bringBack: (stage: string) => `Bring back to ${stage}`,
  bringBackHint: "Bring the candidate back to send a revised offer.",
  // Refusals.
  salaryRequired: "Enter the salary in whole rupees.",
  salaryInvalid: "Enter the salary in whole rupees, e.g. 1800000.",
  startDateRequired: "Enter the start date.",
  startDateInvalid: "Enter a start date from today on.",
  letterInvalid: "The offer letter must be a PDF of at most 5 MB.",
  notFound: "This offer does not exist.",
  notOpen: "This offer has already been answered or withdrawn.",
  alreadyOpen: "This candidate already has an offer waiting for an answer. Withdraw it first to send another.",
  decided: "This application has been decided; no offer can be sent.",
  notBroughtBack: "Only a candidate whose declined offer moved them to Withdrawn can be brought back.",
  // Mails and bells.
  offerMail: (jobTitle: string, company: string) => ({
    subject: `Offer: ${jobTitle} at ${company}`,
    body: [`${company} is offering you the position of ${jobTitle}.`, "Read the offer and accept or decline it on your applications page."],
  }),
  doctorBell: (jobTitle: string) => `${jobTitle}: you have received an offer`,
  withdrawnBell: (jobTitle: string) => `${jobTitle}: the offer has been withdrawn`,
  answeredBell: (doctorName: string, accepted: boolean) => (accepted ? `${doctorName} accepted your offer` : `${doctorName} declined your offer`),
  // History lines.
  historySent: (amount: string) => `Offer sent: ${amount}`,
  historyAccepted: "The doctor accepted the offer",
  historyDeclined: (reason: string | null) => (reason ? `The doctor declined the offer: ${reason}` : "The doctor declined the offer"),
  historyWithdrawn: "Offer withdrawn",
  historyBroughtBack: "Brought back after declining the offer",
} as const;

// Interviews and offers: the team's forms on a candidate's page, the doctor's cards on their applications page, and
// the mails and bells both sides receive.
import type { ToastMessage } from "~/lib/messages";

export const INTERVIEW_DURATIONS = ["15", "30", "45", "60", "90", "120"] as const;
/** The most times one proposal offers the doctor. */
export const MAX_SLOTS = 5;
export const INTERVIEW_TEXT_MAX = 1000;
export const DOCTOR_MESSAGE_MAX = 1000;

export const interviewTexts = {
  sectionHeading: "Interviews",
  candidateLink: "Interviews and offer",
  candidateHeading: (name: string) => `${name}: interviews and offer`,
  candidateIntro: (jobTitle: string, stage: string) => `${jobTitle} · now in ${stage}`,
  backToApplicants: "Back to the applicants",
  readOnly: "You can see this candidate's interviews and offers; your role does not let you change them.",
  doctorSectionHeading: "Interviews and offers",
  none: "No interview proposed yet.",
  // The team's form.
  proposeHeading: "Propose an interview",
  slotLabel: (n: number) => `Time ${n} (India time)`,
  slotHint: "Give one time, or several for the doctor to choose from.",
  duration: "Duration",
  durationOption: (minutes: string) => `${minutes} minutes`,
  location: "Place (address or room)",
  videoUrl: "Video link",
  note: "Note to the doctor (optional)",
  propose: "Send proposal",
  reschedule: "Reschedule",
  rescheduleHeading: "Move the interview to",
  newTime: "New time (India time)",
  proposeAgain: "Propose new times",
  cancel: "Cancel interview",
  // New times for a booked interview (the team offers a list; the booked time stands until the doctor picks one).
  offerNewTimes: "Offer new times",
  offerNewTimesHint: "Offer the doctor new times to choose from. The booked time stands until the doctor picks one.",
  sendNewTimes: "Send new times",
  withdrawNewTimes: "Withdraw the new times",
  newTimesHeading: (minutes: number) => `New times offered (India time, ${minutes} minutes)`,
  newPlace: "New place",
  newVideoLink: "New video link",
  doctorNewTimesHint: "Your interview stays as booked until you pick one of these times.",
  // States, as both sides read them.
  status: {
    proposed: "Waiting for the doctor to pick a time",
    booked: "Booked",
    declined: "Declined by the doctor",
    other_times: "The doctor asked for other times",
    cancelled: "Cancelled",
    new_times: "Booked; new times offered",
  } as Record<"proposed" | "booked" | "declined" | "other_times" | "cancelled" | "new_times", string>,
  bookedFor: (when: string, minutes: number) => `${when} (India time), ${minutes} minutes`,
  doctorWrote: "The doctor wrote",
  // The doctor's card.
  doctorHeading: (jobTitle: string) => `Interview for ${jobTitle}`,
  pickHeading: "Pick a time that suits you",
  pick: "Book this time",
  declineOrAsk: "None of these suit me",
  doctorMessage: "Message to the employer",
  askOtherTimes: "Ask for other times",
  decline: "Decline the interview",
  doctorCancel: "Cancel this interview",
  joinVideo: "Join the video call",
  place: "Place",
  // Results.
  proposed: { title: "Interview Proposed", description: "The doctor has been told and will pick a time." } as ToastMessage,
  booked: { title: "Interview Booked", description: "A calendar invitation is on its way to you and the employer." } as ToastMessage,
  rescheduled: { title: "Interview Rescheduled", description: "Both sides get the updated invitation." } as ToastMessage,
  cancelled: { title: "Interview Cancelled", description: "Both sides get the cancellation." } as ToastMessage,
  answered: { title: "Answer Sent", description: "The employer has been told." } as ToastMessage,
  newTimesOffered: { title: "New Times Offered", description: "The doctor has been told. The booked time stands until they pick one." } as ToastMessage,
  newTimesWithdrawn: { title: "New Times Withdrawn", description: "The interview stays at the booked time." } as ToastMessage,
  newTimePicked: { title: "Interview Moved", description: "An updated calendar invitation is on its way to you and the employer." } as ToastMessage,
  failed: "Interview Not Updated",
  // Refusals.
  slotRequired: "Give at least one time.",
  slotInvalid: "Enter a date and time.",
  slotPast: "Choose a time in the future.",
  slotTwice: "The same time is listed twice.",
  placeOrLink: "Give a place or a video link.",
  videoUrlInvalid: "Enter a link starting with https://",
  notFound: "This interview does not exist.",
  notOpen: "This interview can no longer be changed.",
  notProposed: "This interview is not waiting for an answer any more.",
  slotNotOffered: "That time was not offered. Please reload and pick one of the times shown.",
  notBooked: "Only a booked interview can be rescheduled.",
  newTimesNotBooked: "New times can be offered only for a booked interview.",
  noNewTimes: "No new times are waiting for the doctor.",
  newTimeIsBooked: "One of the new times is the time already booked.",
  messageRequired: "Write a message to the employer.",
  // Mails and bells.
  proposalMail: (jobTitle: string, company: string) => ({
    subject: `Interview proposed: ${jobTitle} at ${company}`,
    body: [`${company} would like to interview you for ${jobTitle}.`, "Pick the time that suits you on your applications page."],
  }),
  proposalDetails: (input: { slots: string[]; durationMinutes: number; place: string | null; videoUrl: string | null; note: string | null }) => [
    `Times offered (India time, ${input.durationMinutes} minutes): ${input.slots.join("; ")}.`,
    ...(input.place ? [`Place: ${input.place}`] : []),
    ...(input.videoUrl ? [`Video link: ${input.videoUrl}`] : []),
    ...(input.note ? [input.note] : []),
  ],
  newTimesMail: (jobTitle: string, company: string, bookedWhen: string) => ({
    subject: `New interview times: ${jobTitle} at ${company}`,
    body: [
      `${company} would like to move your interview for ${jobTitle}.`,
      `Your interview stays booked for ${bookedWhen} (India time) until you pick one of the new times on your applications page.`,
    ],
  }),
  bookedSubject: (jobTitle: string, when: string) => `Interview booked: ${jobTitle}, ${when}`,
  rescheduledSubject: (jobTitle: string, when: string) => `Interview moved: ${jobTitle}, now ${when}`,
  cancelledSubject: (jobTitle: string) => `Interview cancelled: ${jobTitle}`,
  reminderSubject: (jobTitle: string, when: string) => `Reminder: interview tomorrow, ${jobTitle}, ${when}`,
  eventLines: (input: { doctorName: string; jobTitle: string; company: string; when: string; place: string | null; videoUrl: string | null }) => [
    `Interview of ${input.doctorName} for ${input.jobTitle} at ${input.company}.`,
    `When: ${input.when} (India time).`,
    ...(input.place ? [`Place: ${input.place}`] : []),
    ...(input.videoUrl ? [`Video link: ${input.videoUrl}`] : []),
    "The calendar invitation is attached.",
  ],
  cancelledLines: (input: { doctorName: string; jobTitle: string; company: string; when: string }) => [
    `The interview of ${input.doctorName} for ${input.jobTitle} at ${input.company} on ${input.when} (India time) has been cancelled.`,
    "The attached update removes it from your calendar.",
  ],
  summary: (jobTitle: string, company: string) => `Interview: ${jobTitle} at ${company}`,
  doctorAnsweredBell: (doctorName: string, answer: "declined" | "other_times" | "booked" | "cancelled") =>
    answer === "booked"
      ? `${doctorName} booked an interview`
      : answer === "declined"
        ? `${doctorName} declined the interview`
        : answer === "cancelled"
          ? `${doctorName} cancelled the interview`
          : `${doctorName} asked for other interview times`,
  doctorBell: (jobTitle: string) => `${jobTitle}: an interview has been proposed`,
  newTimesBell: (jobTitle: string) => `${jobTitle}: new interview times offered`,
  newTimesWithdrawnBell: (jobTitle: string, when: string) => `${jobTitle}: the new interview times were withdrawn; your interview stays at ${when}`,
  newTimePickedBell: (doctorName: string, when: string) => `${doctorName} picked a new interview time: ${when}`,
  viewApplications: "View my applications",
  viewCandidate: "View the candidate",
  // The template a proposal or an offer is written from (docs/decisions/100-bulk-actions-and-email-templates.md).
  templateLabel: "E-mail to the doctor",
  builtinText: "Built-in text",
  templatePreviewHeading: (name: string) => `Preview of ${name}`,
  templatePreviewFor: (doctorName: string) => `As ${doctorName} will read it, followed by the details of this form:`,
  templateNotFound: "This template is not one of your organisation's.",
  templateWrongKind: "Choose a template of the right kind for this e-mail.",
  templateInvalid: "Choose a template from the list.",
  // History lines.
  historyBooked: (when: string) => `Interview booked for ${when} (India time)`,
  historyRescheduled: (when: string) => `Interview moved to ${when} (India time)`,
  historyCancelled: "Interview cancelled",
  historyDeclined: "The doctor declined the interview",
  historyOtherTimes: "The doctor asked for other interview times",
  historyNewTimesOffered: "New interview times offered",
  historyNewTimesWithdrawn: "The new interview times were withdrawn",
  historyNewTimePicked: (when: string) => `The doctor picked a new interview time: ${when} (India time)`,
} as const;

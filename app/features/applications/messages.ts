// The hiring pipeline's texts: the employer's board and list, the pipeline editor, the reject and hire steps, the
// undo notice, and what the doctor is told about each kind of stage.
import type { ToastMessage } from "~/lib/messages";
import type { DoctorView } from "./stage-template";

export const pipeline = {
  boardView: "Board",
  listView: "List",
  /** The third view of a job's applicants: its pipeline's stages and its scorecard's criteria, editable. */
  setupView: "Stages and scorecard",
  viewLabel: "View",
  moveTo: "Move to",
  /** The Move to select's first option: no stage chosen yet (a required select starts on a blank choice). */
  chooseStage: "Choose a stage",
  /** "Move" pressed with no stage chosen (checked in the browser, and by the action without scripts). */
  chooseStageFirst: "Choose the stage to move this applicant to.",
  move: "Move",
  moving: "Moving...",
  moveNext: (stage: string) => `Move to ${stage}`,
  reject: "Reject",
  emptyStage: "No one in this stage.",
  noApplicants: "No applications yet.",
  inStage: (n: number) => `${n} ${n === 1 ? "applicant" : "applicants"}`,
  showMore: (n: number) => `Show all ${n} in the list`,
  allStages: "All stages",
  stageFilter: "Stage",
  show: "Show",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  resume: "Resume",
  noResume: "No resume on file",
  appliedOn: (date: string) => `Applied on ${date}`,
  history: "History",
  // After a move: the notice with Undo.
  moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
  undoHint: (minutes: number) => `You can undo this for ${minutes} minutes; the doctor is told only after that.`,
  undo: "Undo",
  undone: { title: "Move Undone", description: "The application is back where it was. The doctor was not told." } as ToastMessage,
  moveDone: (stage: string): ToastMessage => ({ title: "Application Moved", description: `Moved to ${stage}.` }),
  undoExpired: "This move can no longer be undone.",
  undoNotLatest: "Only the latest move of an application can be undone.",
  // Refusals.
  fromExit: "This application has been decided; it can no longer be moved.",
  sameStage: "The application is already in that stage.",
  otherJob: "That stage belongs to another job.",
  toWithdrawn: "Only the doctor can withdraw an application.",
  stageNotFound: "That stage does not exist.",
  moveFailed: "Move Failed",
  // Rejecting.
  rejectHeading: (name: string) => `Reject ${name}?`,
  rejectIntro: "The application moves to Rejected. You can undo it for a few minutes afterwards.",
  reasonLabel: "Reason (kept with the application, not shown to the doctor)",
  reasonRequired: "Choose a reason.",
  mailDoctorLabel: "E-mail the doctor this message",
  mailPreview: "The e-mail the doctor will receive",
  confirmReject: "Reject candidate",
  cancel: "Cancel",
  // Hiring.
  hireHeading: (name: string) => `Hire ${name}?`,
  closeJobLabel: "Also close this job (it leaves search and takes no more applications)",
  confirmHire: "Mark as hired",
  jobClosed: "The job is closed.",
  // Editing the pipeline.
  editPipeline: "Edit pipeline",
  stageName: "Stage name",
  addStage: "Add stage",
  rename: "Rename",
  moveUp: (stage: string) => `Move ${stage} up`,
  moveDown: (stage: string) => `Move ${stage} down`,
  remove: (stage: string) => `Remove ${stage}`,
  exitFixed: "Exit stage: cannot be removed",
  stageNameRequired: "Enter a stage name.",
  stageNameTooLong: (max: number) => `Use at most ${max} characters.`,
  stageNameTaken: "This job already has a stage of that name.",
  stageNotEmpty: "Move everyone out of this stage before removing it.",
  exitNotRemovable: "The exit stages (Hired, Rejected, Withdrawn) cannot be removed.",
  exitNotReordered: "The exit stages stay at the end of the pipeline.",
  pipelineSaved: { title: "Pipeline Saved", description: "The job's stages have been updated." } as ToastMessage,
  pipelineFailed: "Pipeline Not Saved",
} as const;

/** The reasons an employer picks from when rejecting; the chosen one is stored with the move. */
export const REJECTION_REASONS = [
  "Qualifications do not match the role",
  "Not enough experience",
  "Registration or documents incomplete",
  "Location or availability does not fit",
  "Position filled by another candidate",
  "Other",
] as const;

/** What the doctor reads about an application, per kind of stage: plain words, never the employer's stage names. */
export const doctorStageLabel: Record<DoctorView, string> = {
  received: "Your application has been received",
  active: "Your application is being screened",
  hired: "Congratulations, you have been selected",
  rejected: "The employer has decided not to go ahead",
  withdrawn: "You withdrew this application",
};

/** The doctor's bell after a move that stood through the undo window. */
export const doctorMoveNotice = (jobTitle: string, label: string) => `${jobTitle}: ${label}`;

/** The rejection e-mail's text, shown to the employer before sending and sent as written. */
export const rejectionMailText = (input: { doctorName: string; jobTitle: string; company: string }) => ({
  subject: `Your application for ${input.jobTitle} at ${input.company}`,
  body: [
    `Thank you for applying for ${input.jobTitle} at ${input.company}, and for the time you gave to it.`,
    "After careful consideration, the employer has decided not to take your application further.",
    "We wish you every success in your search; new jobs are posted on DocHire every day.",
  ],
});

/** The list's bulk actions on selected candidates (docs/decisions/100-bulk-actions-and-email-templates.md). */
export const bulk = {
  select: (name: string) => `Select ${name}`,
  selectAllOnPage: "Select all on this page",
  clearSelection: "Clear selection",
  toolbarLabel: "With the selected candidates",
  actionLabel: "Action",
  actions: { move: "Move to a stage", reject: "Reject", tag: "Add a tag", message: "Send a message" } as const,
  continue: "Continue",
  exportSelected: "Export selected (CSV)",
  exportAll: "Export all candidates of this job (CSV)",
  noneSelected: "Select at least one candidate.",
  tooMany: (max: number) => `Select at most ${max} candidates at a time.`,
  notThisJob: "The selection includes a candidate who is not an applicant of this job; nothing was done.",
  someCannotMove: (refused: { name: string; why: string }[]) =>
    `Nothing was moved: ${refused.length} of the selected ${refused.length === 1 ? "candidate cannot" : "candidates cannot"} go there — ${refused
      .slice(0, 5)
      .map((r) => `${r.name}: ${r.why}`)
      .join(" ")}${refused.length > 5 ? ` …and ${refused.length - 5} more.` : ""}`,
  changedMeanwhile: "Nothing was moved: one of the selected candidates was moved by someone else meanwhile. Reload the list and try again.",
  templateNotFound: "Choose one of your organisation's e-mail templates.",
  // The step pages.
  stepHeading: (action: string, n: number) => `${action}: ${n} ${n === 1 ? "candidate" : "candidates"}`,
  selectedList: "Selected candidates",
  stageLabel: "Stage",
  confirmMove: (n: number) => `Move ${n} ${n === 1 ? "candidate" : "candidates"}`,
  templateLabel: "E-mail template",
  previewFor: "Preview the e-mail for",
  showPreview: "Show preview",
  noTemplate: "No e-mail (reject without writing to the doctors)",
  builtInTemplate: "DocHire's standard rejection text",
  willMail: (n: number) => `${n} ${n === 1 ? "doctor" : "doctors"} will be e-mailed this message, each with their own name, about 10 minutes after you confirm (you can undo until then).`,
  willNotMail: "No e-mail will be sent.",
  confirmReject: (n: number) => `Reject ${n} ${n === 1 ? "candidate" : "candidates"}`,
  tagLabel: "Tag",
  tagHint: "An existing tag, or a new one (it is created for your organisation).",
  tagRequired: "Enter a tag.",
  tagTooLong: (max: number) => `Use at most ${max} characters.`,
  confirmTag: (n: number) => `Tag ${n} ${n === 1 ? "candidate" : "candidates"}`,
  messageLabel: "Message",
  messageHint: "Each doctor gets it in their own conversation with you about this job.",
  messageRequired: "Write your message.",
  messageTemplateLabel: "Start from a template",
  messageOwnText: "No template (write my own)",
  messagePreviewFor: "Preview the message for",
  messageVariablesHint: "Variables such as {{doctor_name}} are filled in for each doctor.",
  messagePreview: (name: string) => `The message as ${name} will read it`,
  messageTemplateNotFound: "This template is not one of your organisation's general templates.",
  confirmMessage: (n: number) => `Send to ${n} ${n === 1 ? "doctor" : "doctors"}`,
  cancel: "Cancel",
  // After.
  moved: (n: number, stage: string) => `${n} ${n === 1 ? "candidate" : "candidates"} moved to ${stage}.`,
  undoAll: "Undo all",
  undoBatchMovedSince: "Some of these candidates have been moved since; nothing was undone. Undo them one by one instead.",
  batchUndone: (n: number): ToastMessage => ({ title: "Moves Undone", description: `${n} ${n === 1 ? "candidate is" : "candidates are"} back where they were. The doctors were not told.` }),
  movedToast: (n: number, stage: string): ToastMessage => ({ title: "Candidates Moved", description: `${n} moved to ${stage}.` }),
  tagged: (n: number, tag: string): ToastMessage => ({ title: "Tag Added", description: `${tag} added to ${n} ${n === 1 ? "candidate" : "candidates"}.` }),
  messaged: (n: number): ToastMessage => ({ title: "Messages Sent", description: `Your message was sent to ${n} ${n === 1 ? "doctor" : "doctors"}.` }),
  failed: "Nothing Was Done",
  // Tags.
  tags: "Tags",
  tagFilter: "Tag",
  anyTag: "Any tag",
  // The timeline.
  emailSent: (subject: string) => `E-mail sent: ${subject}`,
  // The CSV export's columns.
  csvColumns: { name: "Name", email: "E-mail", stage: "Stage", applied: "Applied", tags: "Tags", source: "Source" },
} as const;

/** A doctor's application records. */
export const applicationRecords = {
  jobRemoved: "This job has been removed",
  signInToContinue: "Please sign in to continue.",
  onlyDoctorsApply: "Only doctors can apply for jobs.",
  jobClosed: "This job has closed and no longer takes applications.",
  alreadyApplied: "You have already applied for this job.",
  resumeRequired: "Please upload your resume before applying.",
  notFound: "This application no longer exists.",
  alreadyDecided: "This application has already been decided and can no longer be withdrawn.",
  changedMeanwhile: "This application changed in the meantime. Please reload and try again.",
  applyFailed: "Application Not Sent",
  updateFailed: "Update Failed",
  withdrawn: { title: "Application Withdrawn", description: "The employer has been told you are no longer a candidate." } as ToastMessage,
  // The job page's Apply box.
  signInToApply: "Sign in as a doctor to apply. You will come straight back here.",
  notDoctor: "Applications are made by doctors. Employer and admin accounts cannot apply.",
  appliedOn: (date: string) => `You applied on ${date}`,
  statusLabel: "Status:",
  trackApplications: "Track your applications",
  applyFormLabel: "Apply for this job",
  resumeFirst: "Upload your resume first (PDF, up to 5 MB)",
  currentResumeSent: "Your current resume will be sent with this application.",
  coverNoteLabel: "Cover note",
  optional: "(optional)",
  coverNotePlaceholder: "A few lines about why you are a good fit",
  submit: "Submit Application",
  submitting: "Submitting...",
  // The doctor's Applications tab.
  listHeading: "Your Applications",
  noApplications: "You have not applied for any jobs yet.",
  appliedOnShort: (date: string) => `Applied on ${date}`,
  viewApplication: "View Application",
  currentStatus: "Current status:",
  yourCoverNote: "Your cover note",
  history: "History",
  withdraw: "Withdraw application",
  close: "Close",
  applicationSubmitted: { title: "Application submitted" },
  newApplicant: (doctor: string) => `New applicant: ${doctor}`,
} as const;

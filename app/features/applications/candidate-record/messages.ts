// The candidate record: one timeline per doctor per organisation, the team's notes (with @mentions) and files.
import type { ToastMessage } from "~/lib/messages";
import { RESUME_MAX_BYTES } from "~/lib/constants";

/** A note: plain text, at most this many characters. */
export const NOTE_MAX = 2000;
/** A candidate file: at most this many bytes (as a resume). */
export const CANDIDATE_FILE_MAX_BYTES = RESUME_MAX_BYTES;
/** Timeline entries per page. */
export const TIMELINE_PAGE_SIZE = 20;
/** Colleagues mentioned in one note, at most. */
export const MAX_MENTIONS = 20;

export const recordTexts = {
  noOrganisation: "This job belongs to no organisation, so no team keeps a record of its candidates.",
  applicationsHeading: "Applications to your jobs",
  applicationsIntro: "The same doctor across your organisation's jobs: one record.",
  thisApplication: "this page",
  appliedOn: (date: string) => `Applied ${date}`,
  timelineHeading: "Timeline",
  timelineEmpty: "Nothing recorded yet.",
  olderEntries: "Older entries",
  newestEntries: "Back to the newest",
  onJob: (job: string) => `on ${job}`,
  by: (name: string) => `by ${name}`,
  someone: "a former colleague",
  // Notes.
  notesHeading: "Add a note",
  noteLabel: "Note (only your team sees it)",
  noteHint: `Plain text, at most ${NOTE_MAX} characters. Write @ and a colleague's full name to tell them, or tick them below.`,
  mentionLegend: "Tell colleagues (they get a notification and an e-mail)",
  noColleagues: "No colleague who may see this candidate to tell.",
  addNote: "Add note",
  noteRequired: "Write the note.",
  noteTooLong: `A note is at most ${NOTE_MAX} characters.`,
  tooManyMentions: `Mention at most ${MAX_MENTIONS} colleagues in one note.`,
  mentionNotAllowed: (name: string) => `${name} cannot see this candidate, so cannot be mentioned.`,
  mentionUnknown: "Choose colleagues from the list.",
  deleteNote: "Delete note",
  deleteNoteConfirm: "Yes, delete this note",
  deleteNoteQuestion: "Delete this note for everyone? This cannot be undone.",
  noteNotFound: "That note no longer exists.",
  notYourNote: "Only the note's author can delete it.",
  noteAdded: { title: "Note Added", description: "Your team sees it in the candidate's timeline." } as ToastMessage,
  noteAddedMentions: (count: number) => ({ title: "Note Added", description: count === 1 ? "The colleague you mentioned has been told." : `The ${count} colleagues you mentioned have been told.` }) as ToastMessage,
  noteDeleted: { title: "Note Deleted" } as ToastMessage,
  noteFailed: "The note could not be saved",
  mentioned: "mentioned",
  // Mentions: the bell and the mail.
  mentionBell: (author: string, doctor: string) => `${author} mentioned you in a note on ${doctor}`,
  mentionMailSubject: (author: string, doctor: string) => `${author} mentioned you in a note on ${doctor}`,
  mentionMailIntro: (author: string, doctor: string, job: string) => `${author} mentioned you in a note on ${doctor}, who applied for ${job}:`,
  openCandidate: "Open the candidate",
  // Files.
  filesHeading: "Attach a file",
  fileLabel: `File (PDF, PNG, JPEG or WebP, at most ${CANDIDATE_FILE_MAX_BYTES / 1024 / 1024} MB)`,
  attachFile: "Attach file",
  fileRequired: "Choose a file to attach.",
  fileInvalid: `Attach a PDF or an image (PNG, JPEG or WebP) of at most ${CANDIDATE_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  fileAttached: { title: "File Attached", description: "Your team can open it from the timeline." } as ToastMessage,
  fileRemoved: { title: "File Removed" } as ToastMessage,
  fileFailed: "The file could not be changed",
  fileNotFound: "That file no longer exists.",
  notYourFile: "Only the person who attached the file, or an admin, can remove it.",
  removeFile: "Remove file",
  removeFileConfirm: "Yes, remove this file",
  removeFileQuestion: "Remove this file for everyone? This cannot be undone.",
  openFile: (name: string) => `Open ${name}`,
  unnamedFile: "attached file",
  // Timeline entries.
  event: {
    applied: (job: string) => `Applied for ${job}`,
    moved: (from: string | null, to: string) => (from ? `Moved from ${from} to ${to}` : `Placed in ${to}`),
    moveUndone: "(undone)",
    reason: (reason: string) => `Reason: ${reason}`,
    note: "Note",
    tagged: (tag: string) => `Tagged ${tag}`,
    file: (name: string) => `File attached: ${name}`,
    messageToDoctor: "Message to the doctor",
    messageFromDoctor: "Message from the doctor",
    email: (subject: string) => `E-mail sent: ${subject}`,
    interview: (status: string) => `Interview: ${status}`,
    interviewAt: (when: string) => `${when} (India time)`,
    offer: (status: string) => `Offer: ${status}`,
  },
} as const;

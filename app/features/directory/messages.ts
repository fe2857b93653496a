import { type ToastMessage } from "~/lib/messages";

export const directory = {
  fetchFailed: { title: "Error", description: "Could not fetch doctor profiles. Please try again later." },
  deleteFallback: "Could not delete profile.",
  confirmDelete: "Are you sure?",
  noDoctorsFound: "No Doctors Found",
  title: "Meet Our Medical Professionals",
  // Search (the GET form of /doctor-profiles and the dashboard tab).
  specialtyInvalid: "Choose a specialty from the list.",
  pageInvalid: "Choose a page number between 1 and 1,000.",
  searchRefused: "This search cannot be run as it is. Please correct the highlighted filters.",
  // The admin's create/edit form and the doctor's own directory section.
  profileGone: "This doctor profile no longer exists.",
  signInToEdit: "Please sign in to edit your profile.",
  verifyNeedsRegistration: "Add a medical council registration number before verifying.",
  experienceInvalid: "Enter whole years between 0 and 60",
  qualificationInvalid: "Choose qualifications from the list",
  registrationInvalid: "Use letters, digits, / - and . only",
  skillTooLong: "Each skill may be at most 40 characters",
  tooManySkills: "List at most 20 skills",
  photoTooLarge: "The photo may be at most 2 MB. Please choose a smaller image.",
  resumeTooLarge: "The resume may be at most 5 MB. Please choose a smaller PDF.",
  resumeNotStored: (reason: string) => `The profile was saved, but the resume was not: ${reason}`,
  profileCreated: (name: string, listed: boolean) => ({ title: "Profile Created", description: `${name} is ${listed ? "listed in" : "saved to"} the directory.` }),
  profileSaved: (name: string, listed: boolean) => ({ title: "Profile Updated", description: `${name} is ${listed ? "listed in" : "saved to"} the directory.` }),
} as const satisfies Record<string, ToastMessage | string | ((...args: never[]) => string | ToastMessage)>;

/** "Profile Deleted" toast: the doctor's name followed by "profile has been deleted". */
export function profileDeleted(name: string): ToastMessage {
  return { title: "Profile Deleted", description: `${name} profile has been deleted` };
}

// The doctor directory's texts: the admin's directory page, doctor cards and the doctor form.
import { formatCount } from "~/lib/format";
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

/** The directory's pages and forms: labels and texts beyond the spec's catalogue (the `directory` object above). */
export const directoryPage = {
  metaDescription: "Browse experienced doctors across India by specialty and city.",
  intro: "Experienced doctors across India, open to new roles.",
  createProfile: "Create New Profile",
  searchPlaceholder: "Search by name or keyword",
  location: "Location",
  allCities: "All Cities",
  specialty: "Specialty",
  allSpecialties: "All Specialties",
  search: "Search",
  clearFilters: "Clear Filters",
  resultCount: (n: number, filtered: boolean) => `${formatCount(n, "doctor")} ${filtered ? "match your search" : "listed"}`,
  noDoctorsHint: "Try another name, city or specialty.",
  edit: "Edit",
  delete: "Delete",
  pagesLabel: "Directory pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  confirmDeleteText: (name: string) => `${name}'s profile will be removed from the directory. This cannot be undone.`,
  // Card.
  verified: "Verified",
  verifiedTitle: "Medical council registration checked",
  specializationFallback: "Medical Professional",
  skills: "Skills",
  moreSkills: (n: number) => `+${n} more`,
  experience: "Experience",
  experienceYears: (n: number) => formatCount(n, "year"),
  availability: "Availability",
  notProvided: "Not provided",
  viewResume: "View Resume",
  // The admin's create and edit pages and the doctor's own section.
  createIntro: "Add a doctor to the directory. Profiles you create are listed straight away.",
  createSubmit: "Create Profile",
  editTitle: (name: string) => `Edit ${name}`,
  saveChanges: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  fullName: "Full name",
  specialization: "Specialization",
  selectSpecialization: "Select a specialization",
  emailOptional: "Email (optional)",
  phoneOptional: "Phone (optional)",
  bio: "Bio",
  bioHint: "A short introduction employers see on your directory card.",
  skillsHint: "Separate skills with commas.",
  experienceLabel: "Years of experience",
  availabilityHint: "For example: Immediately, In 30 days, Open to locum.",
  registrationNumber: "Medical council registration number",
  registrationHint: "NMC or state medical council. Changing it removes the Verified badge until it is checked again.",
  qualifications: "Qualifications",
  listMe: "List me in the doctor directory",
  listMeHint: "Hospitals browsing the directory can see your card and, once signed in, your resume.",
  registrationVerified: "Registration verified",
  verifyHint: "Tick once the registration number has been checked with the NMC or state medical council.",
  photo: "Photo",
  photoHint: "PNG, JPEG, WebP or GIF, up to 2 MB.",
  currentPhoto: "Current photo",
  resume: "Resume",
  resumeOnFile: "A resume is on file; choose a PDF to replace it.",
  resumeHint: "PDF, up to 5 MB.",
  sectionTitle: "Directory listing",
  sectionIntro: "What hospitals see about you in the doctor directory.",
  notYetVerified: "Not yet verified",
  saveDetails: "Save directory details",
} as const;

const RESUME_NOT_SHARED = "This doctor has not shared their resume with employers. It is shared when they apply to one of your jobs.";

/** Opening a doctor's resume from the directory: the refusals (not shared, employer not verified, daily limit) and the viewer's way back. */
export const resumeAccess = {
  resumeNotSharedText: RESUME_NOT_SHARED,
  resumePendingEmployer: "Your organisation must be verified before you can open doctors' resumes.",
  resumeLimitReached: "You have reached today's limit of resume views. Please try again tomorrow.",
  backToDirectory: "Back to the directory",
  noResumeAvailable: { title: "No Resume Available", description: "The doctor has not uploaded a resume yet." },
  resumeNotShared: { title: "Resume Not Shared", description: RESUME_NOT_SHARED },
} as const;

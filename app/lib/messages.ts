// The spec's message catalogue (sections 2, 5 and 8), verbatim. Every user-visible notice is taken from here,
// and tests assert against these same values.
import { formatCount, groupIndian } from "./format";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" | "warning" | "info" };

export const validation = {
  notInOrganisation: "Your account does not belong to an organisation any more. Ask its owner to invite you again.",
  emailAndPasswordRequired: "Email and password are required",
  emailOrPhoneRequired: "You must provide either an email or phone number and a password.",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  passwordsDoNotMatch: "Passwords do not match",
  specializationRequired: "Specialization is required",
  companyRequired: "Company/Hospital name is required",
  mustBeLoggedInToPostJob: "You must be logged in to post a job",
  permissionDenied: "Permission denied",
  controlCharacters: "Remove the invisible control characters from this field",
  tooLong: "This is too long",
} as const;

/**
 * What the auth service refuses with (better-auth's hooks, the sign-up profile check, the second factor); the accounts
 * feature shows the same refusals in the same words.
 */
export const authRefusals = {
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  commonPassword: "This password is one of the most common passwords and is easy to guess. Please choose another one.",
  banned: "This account has been suspended. Please contact support if you believe this is a mistake.",
  codeUsed: "That code has already been used. Wait for the next code in your authenticator app and enter that one.",
  // The profile part of a sign-up, checked for every sign-up (also direct calls to the auth API).
  roleRequired: "Choose whether you are a doctor or an employer",
  specializationInvalid: "Choose a specialization from the list",
  nameTooLong: "Name must be at most 120 characters",
  companyTooLong: "Company/Hospital name must be at most 200 characters",
} as const;

/** The confirmation state the sign-in page and the admin's Resend Confirmation both report. */
export const emailConfirmation = {
  alreadyConfirmed: "Your e-mail address is already confirmed. Please sign in.",
} as const;

/** Two-factor sign-in's state, on the account's Security tab and the admin's page of an account. */
export const twoFactorState = {
  title: "Two-factor sign-in",
  on: "Two-factor sign-in is on.",
  off: "Two-factor sign-in is off.",
} as const;

/**
 * Employer verification as other features show it: the labels on job cards and job pages, and the step a pending
 * employer's refusal points to.
 */
export const verificationLabels = {
  verifiedEmployer: "Verified employer",
  unverifiedEmployer: "Unverified employer",
  /** The next step of a refusal an unverified employer can fix. */
  verificationStep: { href: "/dashboard/verification", label: "Go to the Verification tab" },
} as const;

/** An organisation's details as the employer sends them (the Verification tab) and the admin reads them (the queue). */
export const organisationDetails = {
  orgNameLabel: "Organisation name",
  orgTypeLabel: "Organisation type",
  orgTypes: { hospital: "Hospital", clinic: "Clinic", agency: "Recruitment agency" },
  cityLabel: "City",
  orgRegistrationLabel: "Official e-mail domain or registration / GSTIN number",
  contactPersonLabel: "Contact person",
} as const;

/** Account mails the mail service writes: the verification decision, the data download and the account's deletion. */
export const accountMails = {
  downloadMailSubject: "Your data is ready to download",
  deleteRequestedMailSubject: "Your account will be deleted in 14 days",
  deletedMailSubject: "Your account has been deleted",
  deleteCancelledMailSubject: "Your account will not be deleted",
  deleteCancelledMailText: (requestedAt: string, cancelledAt: string) =>
    `You asked on ${requestedAt} (India time) for your account to be deleted. Someone signed in to it on ${cancelledAt}, which cancelled the deletion: your account and its data stay as they are.`,
  deleteCancelledMailAgain: "If you still want your account deleted, ask again on the My Data tab of your dashboard.",
  deleteCancelledMailAgainLink: "Go to My Data",
  deleteCancelledMailNotYou: "If it was not you who signed in, change your password now and sign out everywhere from your security settings.",
  deleteCancelledMailResetLink: "Change your password",
  deleteCancelledMailSecurityLink: "Security settings",
  verificationApprovedSubject: "Your organisation is verified",
  verificationRejectedSubject: "Your verification request was not approved",
} as const;

/** The privacy notice (DPDP Act): shown with every sign-up form and on the privacy page. */
export const privacyNotice = {
  signUpNotice:
    "We collect your name, e-mail address and the profile details you add (for doctors: specialization, registration number, resume; for employers: your organisation's details) to run your account, match doctors with jobs and let the employers you choose see your resume. By creating an account you agree to this notice.",
} as const;

/** The resume upload's refusal of a file that is not a PDF of at most 5 MB, on the resume page and in the apply panel. */
export const resumeUpload = {
  invalidFile: { title: "Invalid File", description: "Please select a PDF file no larger than 5MB." },
} as const satisfies Record<string, ToastMessage>;

export const content = {
  updateFailed: "Update Failed",
  uploadFailed: "Upload Failed",
  avatarUploadFailed: "Avatar Upload Failed",
  creationFailed: "Creation Failed",
  deletionFailed: "Deletion Failed",
  reviewsFetchFailed: "Could not fetch Google reviews.",
  clientsFetchFailed: "Could not fetch trusted clients.",
} as const;

export const profile = {
  fetchError: { title: "Profile Error", description: "Could not fetch your profile." },
  updated: { title: "Profile Updated", description: "Your profile information has been successfully updated." },
  updateFailed: { title: "Update Failed", description: "There was an error updating your profile. Please try again." },
  notProvided: "Not provided",
  saving: "Saving...",
  lastPasswordChangePrefix: "Last password change: ",
} as const satisfies Record<string, ToastMessage | string>;

/** Plain-text answers of /files/* (stored files): missing, refused, or the file store briefly unreachable. */
export const storage = {
  notFound: "Not found",
  forbidden: "Forbidden",
  unavailable: "This file is temporarily unavailable. Please try again in a few seconds.",
  imageEmpty: "The image file is empty.",
  imageTooLarge: "The image is larger than 2 MB. Please choose a smaller file.",
  imageType: "Please choose a PNG, JPEG, WebP or GIF image.",
} as const;

export const pages = {
  notFoundTitle: "Page Not Found",
  goHome: "Go to Homepage",
  searchJobs: "Search Jobs",
  dashboardNotAvailable: "Dashboard Not Available",
  dashboardNotAvailableText: "Your user role does not have an assigned dashboard.",
  noSavedJobs: "No Saved Jobs",
  browseJobs: "Browse Jobs",
  heroTitle: "India's Premier Doctor Job Portal",
  heroHospitals: "For Hospitals: Hire Doctors",
  heroDoctors: "For Doctors: Find Jobs",
  jobsHeading: "Find Doctor Jobs in India",
} as const;

/** Public layout (spec 2.2): header, menus, floating call button and WhatsApp widget. */
export const siteLayout = {
  logIn: "Log In",
  signUp: "Sign Up",
  account: "Account",
  dashboard: "Dashboard",
  logout: "Logout",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNav: "Main",
  skipToContent: "Skip to main content",
  callUs: "Call us",
  contactShortcuts: "Call or chat with us",
  chatOnWhatsApp: "Chat on WhatsApp",
  whatsappTitle: "Need help finding a job or a doctor?",
  whatsappText: "Message our recruitment team on WhatsApp for help with jobs, hiring or your account.",
  whatsappGreeting: (brand: string) => `Hello ${brand} team, I would like to know more about doctor jobs and hiring.`,
  openChat: "Open WhatsApp chat",
  minimiseChat: "Minimise chat",
  closeChat: "Close chat",
  bellLabel: (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications"),
} as const;

/** Informational pages: headings the tests look for. */
export const infoPages = {
  servicesTitle: "For Employers",
  aboutTitle: "About Us",
  contactTitle: "Contact Us",
  blogTitle: "DocHire Blog",
  postAJob: "Post a Job",
  openInMaps: "Open in Google Maps",
  backToBlog: "Back to all articles",
  readArticle: "Read article",
  noPosts: "No articles yet. Please check back soon.",
} as const;

/** What a visitor sees while the service cannot reach its database or storage, and other transport refusals. */
export const service = {
  unavailableTitle: "Briefly unavailable",
  unavailable: "DocHire is briefly unavailable. Please try again in a few seconds.",
  unavailableRetry: "Try again",
  badHost: "This request names a host this site does not serve.",
  badAddress: "This address contains a character that cannot be used. Please check the link and try again.",
  crossSite: "This form was sent from another site and has been refused. Please reload the page and try again.",
  tooLarge: "The upload is too large. Files may be at most 5 MB.",
  unsupportedBody: "This form was sent in a format this site does not accept. Please reload the page and try again.",
  malformedBody: "This form arrived incomplete or damaged. Please reload the page and send it again.",
  internal: "Something went wrong on our side. Please try again.",
  metricsRefused: "Metrics are available only to the monitoring network or with the metrics token.",
} as const;

/** Counts with their nouns, through the one plural helper (formatCount): "1 application received", never "1 applications". */
export const counts = {
  applicationsReceived: (n: number) => `${formatCount(n, "application")} received`,
  /** The /jobs results line; `exact: false` when counting stopped at the cap ("10,000+ doctor jobs found"). */
  jobsFound: (n: number, exact = true) => `${formatCount(n, "doctor job", "doctor jobs", { atLeast: !exact })} found`,
  citiesSelected: (n: number) => `${formatCount(n, "city", "cities")} selected`,
  fromReviews: (n: number) => `from ${formatCount(n, "review")}`,
  specialtiesIntro: (n: number) => `Openings in ${formatCount(n, "specialty", "specialties")}, from cardiology to pathology. Choose yours to see current jobs.`,
} as const;

/** The buttons every dialog has. */
export const dialogTexts = {
  cancel: "Cancel",
} as const;

/** Words several features show in the same place with the same meaning. */
export const commonWords = {
  message: "Message",
} as const;

/** Texts of a job's own page that the applying and saving features show beside it. */
export const jobPage = {
  applyNow: "Apply Now",
  /** A job id that names no job (deleted meanwhile, or never existed). */
  notFound: "This job no longer exists.",
  closedBadge: "Closed",
} as const;

/** The contact form's "what do you need" choices, also named in the enquiry mail. */
export const contactOptions = {
  needs: { hire: "Hire doctors", job: "Find a job", other: "Something else" },
} as const;

/** Error pages other than 404: a heading that fits the status, and what to do. */
export const errorPages = {
  status: (status: number) => `Error ${status}`,
  unauthorizedTitle: "Please sign in",
  unauthorizedText: "Sign in to open this page.",
  forbiddenTitle: "You do not have access",
  forbiddenText: "You do not have permission to open this page.",
  genericTitle: "Something went wrong",
  genericText: "We could not load this page. Please try again in a moment.",
} as const;

/** Page titles (each followed by " | " and the brand). */
export const pageTitles = {
  doctorDirectory: "Doctor Directory",
  resume: "Resume",
  resumeOf: (name: string) => `Resume of ${name}`,
  createDoctor: "Create Doctor Profile",
  editDoctor: "Edit Doctor Profile",
  editDoctorOf: (name: string) => `Edit ${name}`,
  applicants: "Applicants",
  applicantsFor: (jobTitle: string) => `Applicants: ${jobTitle}`,
  messages: "Messages",
  newMessage: "New Message",
  conversation: "Conversation",
} as const;

/** Refusals of malformed form posts (ids, actions, statuses, lengths, repeated fields), beside the field or as a toast. */
export const formInput = {
  invalidId: "This form refers to an item that does not exist. Please reload the page and try again.",
  fixFields: "Please correct the highlighted fields.",
  unknownAction: "Unknown action.",
  repeatedField: "This field was sent more than once. Please reload the page and try again.",
  notText: "This field must be text.",
  coverNoteTooLong: "Keep the cover note under 2,000 characters.",
  tooLong: (max: number) => `Use at most ${groupIndian(max)} characters.`,
} as const;

/** The admin's content managers (Google reviews, trusted clients): what their dialogs say beyond each list's own texts. */
export const contentManager = {
  imageTooLarge: "The image may be at most 2 MB. Please choose a smaller file.",
  imageHint: "PNG, JPEG, WebP or GIF, up to 2 MB.",
  notAFile: "Choose a file to upload here.",
} as const;

/** The admin's Google reviews and trusted clients managers. */
export const contentPages = {
  reviewsHeading: "Google Reviews",
  addReview: "Add Review",
  editReview: "Edit Review",
  noReviews: "No reviews yet. Add the first one.",
  reviewDeleteText: (name: string) => `The review by ${name} will be removed from the home page.`,
  clientsHeading: "Trusted Clients",
  addClient: "Add Client",
  editClient: "Edit Client",
  noClients: "No clients yet. Add the first logo.",
  noLogo: "No logo",
  logoAlt: (name: string) => `${name} logo`,
  clientDeleteText: (name: string) => `${name} and its logo will be removed from the home page.`,
  name: "Name",
  review: "Review",
  avatar: "Avatar",
  logo: "Logo",
  edit: "Edit",
  delete: "Delete",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  confirmDelete: "Are you sure?",
} as const;

/** What a failed action says when the cause is not the user's input: the service, not the form, went wrong. */
export const failures = {
  unexpected: "Something went wrong on our side. What you entered is kept: please try again in a moment.",
  unavailable: "The service is briefly unavailable. What you entered is kept: please try again in a few seconds.",
} as const;

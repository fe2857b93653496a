// The spec's message catalogue (sections 2, 5 and 8), verbatim. Every user-visible notice is taken from here,
// and tests assert against these same values.
import { formatCount, plural } from "./format";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" | "warning" | "info" };

export const validation = {
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
} as const;

export const auth = {
  signUpFailed: "Sign up Failed",
  signInFailed: "Sign in Failed",
  signOutFailed: "Sign out Failed",
  authenticationError: "Authentication Error",
  registrationSuccessfulTitle: "Registration Successful!",
  proceedToLogin: "Proceed to Login",
  signingIn: "Signing in...",
  creatingAccount: "Creating Account...",
  simpleSignupFailedPrefix: "Signup failed: ",
  simpleSignupSuccess: "Signup successful! Please check your email to confirm your account.",
} as const;

/** Account screens beyond the spec's own texts (confirmation, reset, limits, password policy). */
export const account = {
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  commonPassword: "This password is one of the most common passwords and is easy to guess. Please choose another one.",
  emailNotVerified: "Please confirm your e-mail address before signing in. We sent you a confirmation link when you registered.",
  resendConfirmation: "Resend confirmation e-mail",
  confirmationSent: "If an account with this e-mail address is waiting for confirmation, a new confirmation link is on its way. Please check your inbox.",
  emailConfirmed: "Your e-mail address is confirmed. You can now sign in.",
  emailAlreadyConfirmed: "Your e-mail address is already confirmed. Please sign in.",
  confirmationExpired: "This confirmation link has expired.",
  confirmationInvalid: "This confirmation link is invalid or has already been used.",
  confirmationSentTo: (email: string) => `We've sent a confirmation link to ${email}. Click the link in that e-mail to activate your account.`,
  resetRequested: (email: string) => `If an account exists for ${email}, we've sent a link to reset your password. Please check your inbox.`,
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  passwordReset: { title: "Password Reset", description: "Your password has been changed. Sign in with your new password." },
  passwordChanged: { title: "Password Changed", description: "Your password has been updated and your other devices were signed out." },
  passwordChangeFailed: { title: "Password Not Changed", variant: "destructive" },
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Your current password is incorrect",
  passwordNeverChanged: "Never",
  phoneInvalid: "Enter a valid phone number",
  notificationsComingSoon: "Notification preferences are coming soon.",
} as const;

export const content = {
  updateFailed: "Update Failed",
  uploadFailed: "Upload Failed",
  avatarUploadFailed: "Avatar Upload Failed",
  creationFailed: "Creation Failed",
  deletionFailed: "Deletion Failed",
} as const;

export const profile = {
  fetchError: { title: "Profile Error", description: "Could not fetch your profile." },
  updated: { title: "Profile Updated", description: "Your profile information has been successfully updated." },
  updateFailed: { title: "Update Failed", description: "There was an error updating your profile. Please try again." },
  notProvided: "Not provided",
  saving: "Saving...",
  lastPasswordChangePrefix: "Last password change: ",
} as const satisfies Record<string, ToastMessage | string>;

export const jobs = {
  fetchFailed: { title: "Error", description: "Could not fetch job listings." },
  postFailed: { title: "Error", description: "Could not post the job." },
  updateFailed: { title: "Update Failed", description: "Could not update the job listing." },
  deleteFailed: { title: "Delete Failed", description: "Could not remove the job listing." },
  deleteError: { title: "Delete Failed", description: "There was an error deleting the job listing." },
  posted: { title: "Job Posted", description: "Your job listing is now live." },
  updated: { title: "Job Updated" },
  deleted: { title: "Job Deleted", description: "The job listing has been successfully deleted." },
  applicationSubmitted: { title: "Application submitted" },
  filtersCleared: { title: "Filters Cleared", description: "All search filters have been reset." },
  confirmDelete: "Are you absolutely sure?",
  noJobsFound: "No jobs found",
  noJobsHint: "Try adjusting your search criteria or filters to find more results.",
  noListingsYet: "No Job Listings Yet",
  totalApplicationsNote: "Feature coming soon",
  // Jobs page, detail page, posting form and dashboard tab (texts beyond the spec's catalogue).
  jobsIntro: "Explore thousands of medical vacancies across India's leading hospitals, clinics and healthcare networks.",
  searchPlaceholder: "Job title, keywords, or company",
  cityPlaceholder: "City, state...",
  citiesPlaceholder: "Select cities...",
  filterJobs: "Filter Jobs",
  showFilters: "Show Filters",
  hideFilters: "Hide Filters",
  clearAllFilters: "Clear All Filters",
  clearSearchAndFilters: "Clear Search & Filters",
  applyFilters: "Apply Filters",
  viewDetails: "View Details",
  featured: "Featured",
  applyNow: "Apply Now",
  jobClosed: "This job is closed",
  jobClosedText: "The closing date for this job has passed, so it no longer accepts applications.",
  similarJobs: "Similar Jobs",
  backToJobs: "Back to all jobs",
  postJobTitle: "Post a Job",
  editJobTitle: "Edit Job Listing",
  postJobSubmit: "Post Job",
  updateJobSubmit: "Save Changes",
  posting: "Posting...",
  saving: "Saving...",
  signInToPost: "Sign in to post a job",
  onlyEmployersCanPost: "Only employer and hospital accounts can post jobs.",
  notYourJob: "You can only edit job listings you posted.",
  allJobListings: "All Job Listings",
  yourJobListings: "Your Job Listings",
  postNewJob: "Post New Job",
  noListingsYetText: "Post your first job to start receiving applications from doctors.",
  applicationsReceived: (n: number) => `${n} applications received`,
  postedBy: (name: string) => `Posted by ${name}`,
  confirmDeleteText: (title: string) => `This action cannot be undone. This will permanently delete the job listing "${title}".`,
  cancel: "Cancel",
  delete: "Delete",
  deleting: "Deleting...",
} as const satisfies Record<string, ToastMessage | string | ((...args: never[]) => string)>;

/** Field messages of the job posting form (app/features/jobs/schema.ts). */
export const jobForm = {
  titleRequired: "Enter a job title of at least 3 characters.",
  titleTooLong: "Keep the job title under 120 characters.",
  companyRequired: "Enter the hospital or company name.",
  companyTooLong: "Keep the company name under 120 characters.",
  locationRequired: "Choose a city from the list.",
  typeRequired: "Choose a job type.",
  specialtyRequired: "Choose a specialty.",
  salaryTooLong: "Keep the salary text under 100 characters.",
  salaryNumber: "Enter a whole number of rupees, e.g. 150000.",
  salaryUnitRequired: "Choose per month or per year for the salary range.",
  salaryRange: "The maximum salary must be at least the minimum.",
  descriptionRequired: "Describe the role in at least 30 characters.",
  descriptionTooLong: "Keep the description under 10,000 characters.",
  closingDateInvalid: "Enter a valid closing date.",
  closingDatePast: "The closing date cannot be in the past.",
  closingDateTooFar: "Choose a closing date within the next year.",
  fixErrors: "Please correct the highlighted fields.",
} as const;

export const directory = {
  fetchFailed: { title: "Error", description: "Could not fetch doctor profiles. Please try again later." },
  deleteFallback: "Could not delete profile.",
  confirmDelete: "Are you sure?",
  noDoctorsFound: "No Doctors Found",
  title: "Meet Our Medical Professionals",
} as const satisfies Record<string, ToastMessage | string>;

export const reviews = {
  fetchFailed: "Could not fetch Google reviews.",
  added: { title: "Review Added" },
  updated: { title: "Review Updated" },
  deleted: { title: "Review Deleted" },
} as const satisfies Record<string, ToastMessage | string>;

export const clients = {
  fetchFailed: "Could not fetch trusted clients.",
  added: { title: "Client Added" },
  updated: { title: "Client Updated" },
  deleted: { title: "Client Deleted" },
} as const satisfies Record<string, ToastMessage | string>;

export const resume = {
  invalidFile: { title: "Invalid File", description: "Please select a PDF file no larger than 5MB." },
  noFileSelected: { title: "No File Selected" },
  uploadFailedFallback: "Could not update resume.",
  deletionFailedFallback: "Could not delete resume.",
  noResumeToDelete: { title: "No Resume", description: "There is no resume to delete." },
  noResumeToView: { title: "No Resume", description: "No resume uploaded to view." },
  noResumeAvailable: { title: "No Resume Available", description: "The doctor has not uploaded a resume yet." },
  updated: { title: "Resume Updated" },
  deleted: { title: "Resume Deleted" },
} as const satisfies Record<string, ToastMessage | string>;

/** Plain-text answers of /files/* (stored files): missing, refused, or the file store briefly unreachable. */
export const storage = {
  notFound: "Not found",
  forbidden: "Forbidden",
  unavailable: "This file is temporarily unavailable. Please try again in a few seconds.",
} as const;

export const features = {
  inProgress: "🚧 Feature in Progress",
  comingSoon: "Feature Coming Soon!",
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
  jobsFound: (n: number | string) => `${n} doctor jobs found`,
} as const;

/** "Profile Deleted" toast: the doctor's name followed by "profile has been deleted". */
export function profileDeleted(name: string): ToastMessage {
  return { title: "Profile Deleted", description: `${name} profile has been deleted` };
}

/** "File Selected" toast: the file name is ready for upload. */
export function fileSelected(fileName: string): ToastMessage {
  return { title: "File Selected", description: `${fileName} is ready for upload.` };
}

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
  contactWidgets: "Call or chat with us",
  chatOnWhatsApp: "Chat on WhatsApp",
  whatsappTitle: "Need help finding a job or a doctor?",
  whatsappText: "Message our recruitment team on WhatsApp for help with jobs, hiring or your account.",
  whatsappGreeting: (brand: string) => `Hello ${brand} team, I would like to know more about doctor jobs and hiring.`,
  openChat: "Open WhatsApp chat",
  minimiseChat: "Minimise chat",
  closeChat: "Close chat",
} as const;

/** Home page (spec 2.3) section headings. */
export const home = {
  heroSubtitle: "Connecting hospitals with physicians across India: verified jobs for doctors, trusted doctors for hospitals.",
  statsHeading: "DocHire in numbers",
  howWeHelp: "How We Help",
  whyChooseUs: "Why Choose Us",
  loanServices: "Loan Services for Doctors",
  trustedClients: "Our Trusted Clients",
  doctorCategories: "Browse Jobs by Specialty",
  featuredJobs: "Featured Jobs",
  viewAllJobs: "View All Jobs",
  googleReviews: "What Doctors and Hospitals Say",
  faq: "Frequently Asked Questions",
  ctaTitle: "Ready to take the next step?",
  previous: "Previous",
  next: "Next",
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

/** Closing, reopening and deleting a job listing (the owner and the admin). */
export const jobListing = {
  closedBadge: "Closed",
  close: "Close",
  reopen: "Reopen",
  closing: "Closing...",
  reopening: "Reopening...",
  closed: { title: "Job Closed", description: "The listing no longer appears in search and takes no new applications. Its applications are kept; you can reopen it at any time." },
  reopened: { title: "Job Reopened", description: "The listing is back in search results and takes applications again." },
  closeFailed: { title: "Update Failed", description: "Could not close the job listing." },
  reopenFailed: { title: "Update Failed", description: "Could not reopen the job listing." },
  reopenPastClosingDate: "The closing date of this job has passed. Edit the job and choose a new closing date to reopen it.",
  closedByEmployerText: "The employer has closed this job, so it no longer accepts applications.",
  /** Added to the delete confirmation when the job has applications. */
  deleteWithApplications: (n: number) =>
    `${formatCount(n, "application")} will be removed from your applicant pipeline, and ${plural(n, "the doctor who applied", "the doctors who applied")} will see that this job has been removed. To stop new applications but keep ${plural(n, "it", "them")}, close the job instead.`,
} as const;

/** A doctor's application records. */
export const applicationRecords = {
  jobRemoved: "This job has been removed",
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
} as const;

/** Refusals of malformed form posts (ids, actions, statuses, lengths, repeated fields), beside the field or as a toast. */
export const formInput = {
  invalidId: "This form refers to an item that does not exist. Please reload the page and try again.",
  fixFields: "Please correct the highlighted fields.",
  unknownAction: "Unknown action.",
  repeatedField: "This field was sent more than once. Please reload the page and try again.",
  notText: "This field must be text.",
  invalidStatus: "Choose one of the listed application statuses.",
  noteTooLong: "Keep the note under 2,000 characters.",
  coverNoteTooLong: "Keep the cover note under 2,000 characters.",
} as const;

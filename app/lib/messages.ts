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
  sendingLink: "Sending link...",
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
  // better-auth's refusals, each in the words shown to the person at the form.
  invalidCredentials: "Invalid email or password",
  sessionEnded: "Your session has ended. Please sign in again.",
  requestRefused: "We could not complete this request. Please check what you entered and try again.",
  // The profile part of a sign-up, checked for every sign-up (also direct calls to the auth API).
  roleRequired: "Choose whether you are a doctor or an employer",
  specializationInvalid: "Choose a specialization from the list",
  nameTooLong: "Name must be at most 120 characters",
  locationTooLong: "Location must be at most 100 characters",
  companyTooLong: "Company/Hospital name must be at most 200 characters",
  profileNotFound: "Your profile could not be found.",
  // Notes on the result panels of the sign-up, reset and confirmation screens.
  confirmationHelp: "Didn't get it? Check your spam folder, or have a new link sent.",
  resetLinkHelp: "The link is valid for one hour. Didn't get a mail? Check your spam folder or try again.",
  resetLinkOnceHelp: "Reset links work once and for one hour. Ask for a new one and use the latest mail.",
  resendConfirmationHelp:
    "Enter the e-mail address you registered with and we'll send you a new confirmation link. If your address is already confirmed, simply log in.",
  passwordChangeSignsOut: "Changing your password signs out every other device.",
  superAdminAccountType: "Super Admin",
  confirmationLinkNote: "We'll send a confirmation link to your e-mail address.",
  newPasswordNote: "Pick a password you don't use anywhere else. Every device signed in to your account will be signed out.",
  forgotPasswordNote: "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  confirmationExpiredTitle: "Confirmation link expired",
  confirmationInvalidTitle: "Confirmation link not valid",
  checkInboxTitle: "Check your inbox",
  resetLinkExpiredTitle: "Link expired",
  linkNotSent: "Link Not Sent",
  passwordNotReset: "Password Not Reset",
  banned: "This account has been suspended. Please contact support if you believe this is a mistake.",
} as const;

/** Data rights under the DPDP Act: the sign-up notice, the privacy page, download and deletion (issue 14). */
export const privacy = {
  signUpNotice:
    "We collect your name, e-mail address and the profile details you add (for doctors: specialization, registration number, resume; for employers: your organisation's details) to run your account, match doctors with jobs and let the employers you choose see your resume. By creating an account you agree to this notice.",
  readNotice: "Read the privacy notice",
  pageTitle: "Privacy Notice",
  tabTitle: "My Data",
  downloadTitle: "Download my data",
  downloadText: "We e-mail you a link to a file with your profile, applications, saved jobs and resume. The link works for 24 hours, only while you are signed in.",
  downloadButton: "E-mail Me a Download Link",
  downloadSent: { title: "Link Sent", description: "Check your inbox: the download link works for 24 hours." },
  downloadMailSubject: "Your data is ready to download",
  linkExpired: "This download link has expired or is not yours. Ask for a new one on the My Data tab.",
  deleteTitle: "Delete my account",
  deleteText:
    "Your account is deleted 14 days after you ask. Signing in during those 14 days cancels the deletion. Then your profile, resume and photo are erased; employers keep your applications only as anonymous records.",
  deleteEmailLabel: "Type your e-mail address to confirm",
  deletePasswordLabel: "Your password",
  deleteButton: "Delete My Account",
  deleteEmailMismatch: "The e-mail address does not match your account",
  deletePasswordWrong: "Your password is incorrect",
  deleteRequestedMailSubject: "Your account will be deleted in 14 days",
  deletedMailSubject: "Your account has been deleted",
  deleteScheduled: "Your account will be deleted in 14 days. Sign in before then to keep it.",
  deletedName: "Deleted account",
} as const;

/** Employer verification, resume visibility, the admin's account tools and two-factor sign-in (issue 14). */
export const trust = {
  verifiedEmployer: "Verified employer",
  unverifiedEmployer: "Unverified employer",
  verifiedDoctor: "Verified doctor",
  pendingTitle: "Your organisation is waiting for verification",
  pendingText:
    "Until our team has checked your organisation you can post jobs (shown as from an unverified employer), but you cannot open doctors' resumes.",
  rejectedTitle: "Your verification request was not approved",
  requestTitle: "Verify your organisation",
  requestSent: { title: "Request Sent", description: "Thank you. We will check your organisation and let you know by e-mail." },
  verifiedNote: "Your organisation is verified: you can open the resumes doctors share with verified employers.",
  orgNameLabel: "Organisation name",
  orgTypeLabel: "Organisation type",
  orgTypes: { hospital: "Hospital", clinic: "Clinic", agency: "Recruitment agency" },
  cityLabel: "City",
  orgRegistrationLabel: "Official e-mail domain or registration / GSTIN number",
  contactPersonLabel: "Contact person",
  submitRequest: "Request Verification",
  orgNameRequired: "Organisation name is required",
  orgTypeRequired: "Choose the type of organisation",
  cityRequired: "City is required",
  orgRegistrationRequired: "Enter your official e-mail domain (e.g. apollohospitals.com) or your registration / GSTIN number",
  contactPersonRequired: "Contact person is required",
  tooLong: "This is too long",
  // Resume access
  resumeNotShared: "This doctor has not shared their resume with employers. It is shared when they apply to one of your jobs.",
  resumePendingEmployer: "Your organisation must be verified before you can open doctors' resumes.",
  resumeLimitReached: "You have reached today's limit of resume views. Please try again tomorrow.",
  resumeVisibilityLabel: "Let verified employers open my resume without an application",
  resumeVisibilityHelp:
    "Applying to a job always shares your resume with that employer. Listing in the directory is a separate choice on your profile.",
  resumeVisibilitySaved: { title: "Resume Sharing Updated", description: "Your choice has been saved." },
  saveChoice: "Save Choice",
  resumeViewsTitle: "Who opened your resume",
  resumeViewsEmpty: "Nobody has opened your resume yet.",
  resumeViewsViaApplication: "through your application",
  resumeViewsDirect: "from the directory",
  // Admin: employer queue
  queueTitle: "Employers waiting for verification",
  queueEmpty: "No employer is waiting for verification.",
  approve: "Approve",
  reject: "Reject",
  rejectReasonLabel: "Reason (sent to the employer)",
  rejectReasonRequired: "Enter the reason for the rejection",
  approved: { title: "Employer Verified", description: "The employer has been verified and told by e-mail." },
  rejected: { title: "Employer Rejected", description: "The employer has been told the reason by e-mail." },
  approvedMailSubject: "Your organisation is verified",
  rejectedMailSubject: "Your verification request was not approved",
  // Admin: accounts
  accountsTitle: "Accounts",
  accountSearchLabel: "Search by name or e-mail",
  roleFilterLabel: "Role",
  statusFilterLabel: "Status",
  statusActive: "Active",
  statusBanned: "Suspended",
  statusPending: "Verification pending",
  statusUnconfirmed: "E-mail not confirmed",
  joinedAfterLabel: "Joined after",
  search: "Search",
  noAccounts: "No account matches.",
  banReasonLabel: "Reason for the suspension",
  banReasonRequired: "Enter the reason for the suspension",
  ban: "Suspend Account",
  unban: "Lift Suspension",
  revokeSessions: "Sign Out Everywhere",
  resendConfirmation: "Resend Confirmation",
  resetTwoFactor: "Reset Two-Factor Sign-in",
  setVerified: "Mark Verified",
  setPending: "Mark Pending",
  banned: { title: "Account Suspended", description: "The account is suspended and signed out everywhere." },
  unbanned: { title: "Suspension Lifted", description: "The account can sign in again." },
  sessionsRevoked: { title: "Signed Out", description: "Every session of the account has ended." },
  confirmationResent: { title: "Confirmation Sent", description: "A new confirmation link is on its way." },
  twoFactorReset: { title: "Two-Factor Reset", description: "The account signs in with its password alone until it sets up a new authenticator." },
  verificationChanged: { title: "Verification Updated", description: "The employer's verification has been changed." },
  cannotActOnSelf: "You cannot do this to your own account.",
  accountNotFound: "Account not found.",
  auditTitle: "Audit log",
  auditEmpty: "No admin action has been recorded yet.",
  // Two-factor sign-in
  twoFactorTitle: "Two-factor sign-in",
  twoFactorIntro:
    "Protect your account with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password ...): after your password, you enter the 6-digit code it shows.",
  twoFactorAdminRequired: "The admin account must use two-factor sign-in. Set it up to use the admin tools.",
  twoFactorOn: "Two-factor sign-in is on.",
  twoFactorOff: "Two-factor sign-in is off.",
  twoFactorStart: "Set Up Authenticator",
  twoFactorScan: "Add this key to your authenticator app (or open the link on your phone), then enter the 6-digit code it shows.",
  twoFactorKeyLabel: "Setup key",
  twoFactorBackupCodes: "Backup codes: each works once if you lose your phone. Keep them somewhere safe; they are shown only now.",
  twoFactorCodeLabel: "6-digit code",
  twoFactorConfirm: "Turn On",
  twoFactorEnabled: { title: "Two-Factor Sign-in On", description: "From now on you sign in with your password and a code." },
  twoFactorDisable: "Turn Off",
  twoFactorDisabled: { title: "Two-Factor Sign-in Off", description: "You now sign in with your password alone." },
  passwordLabel: "Your password",
  signInCodeTitle: "Enter your sign-in code",
  signInCodeIntro: "Open your authenticator app and enter the 6-digit code for this site.",
  backupCodeLabel: "Or a backup code",
  trustDeviceLabel: "Trust this device for 30 days",
  verify: "Verify",
  codeRequired: "Enter the code from your authenticator app or a backup code",
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  codeSessionExpired: "Your sign-in has expired. Please sign in again.",
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
  /** The results' heading, for screen readers (the count beside it says what was found). */
  resultsHeading: "Search results",
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
  postedBy: (name: string) => `Posted by ${name}`,
  confirmDeleteText: (title: string) => `This action cannot be undone. This will permanently delete the job listing "${title}".`,
  cancel: "Cancel",
  delete: "Delete",
  deleting: "Deleting...",
  /** A job id that names no job (deleted meanwhile, or never existed). */
  notFound: "This job no longer exists.",
  notSaved: "The job could not be saved. Please try again.",
  postJobIntro: "Your listing goes live as soon as you post it.",
  editJobIntro: "Update the listing; changes are live as soon as you save.",
  postJobDescription: "Post a doctor job on DocHire and reach qualified doctors across India.",
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
  // Labels and hints of the form.
  titleLabel: "Job title",
  titlePlaceholder: "e.g. Consultant Cardiologist",
  companyLabel: "Hospital / company",
  cityLabel: "City",
  chooseCity: "Choose a city",
  typeLabel: "Job type",
  chooseType: "Choose a job type",
  specialtyLabel: "Specialty",
  chooseSpecialty: "Choose a specialty",
  closingDateLabel: "Closing date (optional)",
  closingDateHint: "The listing leaves search results after this day.",
  salaryLegend: "Salary",
  salaryMinLabel: "Minimum (₹, optional)",
  salaryMaxLabel: "Maximum (₹, optional)",
  salaryUnitLabel: "Per",
  salaryUnitNone: "—",
  salaryUnitNames: { month: "month", year: "year" },
  salaryRangeHint: "Doctors see the range as ₹1,50,000–₹2,00,000 / month, or ₹18–30 LPA per year; search engines read it too. One figure alone is shown as it is.",
  salaryInWords: "Describe the salary in words instead",
  salaryTextLabel: "Salary in words (optional)",
  salaryTextHint: "Shown only when no range is given, e.g. Negotiable, as per experience. With neither, the listing reads Not Disclosed.",
  descriptionLabel: "Job description",
  descriptionHint: "Responsibilities, requirements and what you offer. Blank lines start new paragraphs.",
  featuredLabel: "Featured job (shown first in search results and on the home page)",
} as const;

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

export const reviews = {
  fetchFailed: "Could not fetch Google reviews.",
  gone: "This review no longer exists.",
  nameRequired: "Name is required",
  reviewRequired: "Review is required",
  ratingInvalid: "Choose a rating from 1 to 5 stars.",
  added: { title: "Review Added" },
  updated: { title: "Review Updated" },
  deleted: { title: "Review Deleted" },
} as const satisfies Record<string, ToastMessage | string>;

export const clients = {
  fetchFailed: "Could not fetch trusted clients.",
  gone: "This client no longer exists.",
  nameRequired: "Name is required",
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
  signInToManage: "Please sign in to manage your resume.",
  signInAgain: "Please sign in again.",
  connectionInterrupted: "The connection was interrupted. Your file is still selected; please try again.",
  title: "Resume",
  intro: "Employers on DocHire see this resume when you apply and in the doctor directory.",
  current: "Current resume",
  currentPdf: (uploaded: string | null) => (uploaded ? `PDF resume, uploaded ${uploaded}` : "PDF resume"),
  none: "You have not uploaded a resume yet.",
  view: "View",
  delete: "Delete",
  upload: "Upload your resume",
  replace: "Replace your resume",
  fileRule: "PDF only, up to 5 MB",
  uploadButton: "Upload Resume",
  uploading: "Uploading...",
  uploadProgress: "Upload progress",
  confirmDeleteTitle: "Delete your resume?",
  confirmDeleteText: "Employers will no longer see it. You can upload a new one at any time.",
} as const satisfies Record<string, ToastMessage | string | ((...args: never[]) => string)>;

/** Plain-text answers of /files/* (stored files): missing, refused, or the file store briefly unreachable. */
export const storage = {
  notFound: "Not found",
  forbidden: "Forbidden",
  unavailable: "This file is temporarily unavailable. Please try again in a few seconds.",
  imageEmpty: "The image file is empty.",
  imageTooLarge: "The image is larger than 2 MB. Please choose a smaller file.",
  imageType: "Please choose a PNG, JPEG, WebP or GIF image.",
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
  contactShortcuts: "Call or chat with us",
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
  signInToContinue: "Please sign in to continue.",
  onlyDoctorsApply: "Only doctors can apply for jobs.",
  jobClosed: "This job has closed and no longer takes applications.",
  alreadyApplied: "You have already applied for this job.",
  resumeRequired: "Please upload your resume before applying.",
  notFound: "This application no longer exists.",
  alreadyDecided: "This application has already been decided and can no longer be withdrawn.",
  changedMeanwhile: "This application changed in the meantime. Please reload and try again.",
  cannotMove: (from: string, to: string) => `An application that is "${from}" cannot be moved to "${to}".`,
  applyFailed: "Application Not Sent",
  updateFailed: "Update Failed",
  statusChanged: (status: string): ToastMessage => ({ title: "Application Updated", description: `Moved to ${status}. The doctor has been notified by e-mail.` }),
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
  // The employer's applicant pipeline.
  newStatus: "New status",
  noteLabel: "Note to the doctor (optional)",
  updateStatus: "Update status",
  updating: "Updating...",
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
  tooLong: (max: number) => `Use at most ${max.toLocaleString("en-IN")} characters.`,
} as const;

/** What a failed action says when the cause is not the user's input: the service, not the form, went wrong. */
export const failures = {
  unexpected: "Something went wrong on our side. What you entered is kept: please try again in a moment.",
  unavailable: "The service is briefly unavailable. What you entered is kept: please try again in a few seconds.",
} as const;

/** The admin's content managers (Google reviews, trusted clients): what their dialogs say beyond each list's own texts. */
export const contentManager = {
  imageTooLarge: "The image may be at most 2 MB. Please choose a smaller file.",
  imageHint: "PNG, JPEG, WebP or GIF, up to 2 MB.",
  notAFile: "Choose a file to upload here.",
} as const;

/** The contact form of /contact-us. */
export const contactForm = {
  pageEyebrow: "We are here to help",
  callUs: "Call us",
  writeToUs: "Write to us",
  writeToUsText: "For job postings, partnerships and general questions:",
  preferChat: "Prefer chat?",
  visitOffice: "Visit our office",
  pageIntro: "Questions about a job, a hire or your account? Reach our client support and sales teams by phone, e-mail or WhatsApp.",
  metaDescription: "Call, e-mail or WhatsApp our client support and sales teams, or visit our office in Hyderabad, Telangana.",
  heading: "Send us a message",
  intro: "Write to us and our team will reply by e-mail, usually within one working day.",
  nameLabel: "Your name",
  emailLabel: "E-mail",
  phoneLabel: "Phone (optional)",
  messageLabel: "Message",
  nameRequired: "Enter your name.",
  emailRequired: "Enter your e-mail address so we can reply.",
  emailInvalid: "Enter a valid e-mail address, e.g. name@example.com.",
  phoneInvalid: "Enter a valid phone number, e.g. +91 98480 22110.",
  messageRequired: "Write your message.",
  messageTooShort: "Write at least 10 characters so we can help.",
  messageTooLong: "Keep the message under 5,000 characters.",
  tooMany: "You have sent several messages in the last few minutes. Please wait a few minutes before sending another, or call us.",
  send: "Send Message",
  sent: { title: "Thank you for your message", description: "We have received it and will reply by e-mail, usually within one working day." },
  sendFailed: { title: "Message Not Sent", variant: "destructive" },
} as const;

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
  message: "Message",
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

/** Saving jobs for later (doctors), from job cards, the job page and the Saved Jobs tab. */
export const savedJobs = {
  signIn: "Please sign in to save jobs.",
  onlyDoctors: "Only doctors can save jobs.",
  updateFailed: "Could not update your saved jobs.",
  save: "Save",
  saved: "Saved",
  heading: "Saved Jobs",
  emptyText: "Save jobs while you browse and they will wait for you here.",
} as const;

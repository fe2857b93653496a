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
} as const;

/** Account screens beyond the spec's own texts (confirmation, reset, limits, password policy). */
export const account = {
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  /** A refusal that knows its wait: the time is named, rounded up to whole minutes beyond one minute. */
  tooManyAttemptsRetry: (seconds: number) =>
    `Too many attempts. Please try again in ${seconds < 60 ? formatCount(Math.max(1, Math.ceil(seconds)), "second") : formatCount(Math.ceil(seconds / 60), "minute")}.`,
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
  deleteCancelled: (requestedOn: string) => ({
    title: "Deletion Cancelled",
    description: `You signed in, so the deletion you asked for on ${requestedOn} is cancelled and your account stays. We have sent you an e-mail about it.`,
    variant: "info" as const,
  }),
  deleteCancelledMailSubject: "Your account will not be deleted",
  deleteCancelledMailText: (requestedAt: string, cancelledAt: string) =>
    `You asked on ${requestedAt} (India time) for your account to be deleted. Someone signed in to it on ${cancelledAt}, which cancelled the deletion: your account and its data stay as they are.`,
  deleteCancelledMailAgain: "If you still want your account deleted, ask again on the My Data tab of your dashboard.",
  deleteCancelledMailAgainLink: "Go to My Data",
  deleteCancelledMailNotYou: "If it was not you who signed in, change your password now and sign out everywhere from your security settings.",
  deleteCancelledMailResetLink: "Change your password",
  deleteCancelledMailSecurityLink: "Security settings",
  historyTitle: "Deletion requests",
  historyRequested: (requestedOn: string) => `Deletion requested on ${requestedOn}`,
  historyCancelled: (cancelledOn: string) => `cancelled on ${cancelledOn} when you signed in`,
  historyPending: "scheduled",
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
  awaitingTitle: "Your account is awaiting verification",
  awaitingCan: "You can post jobs and receive applications now: your jobs show as from an unverified employer.",
  awaitingCannot: "You cannot open doctors' resumes or message doctors until our team has checked your organisation.",
  awaitingAsk: "Send us your organisation's details below so that our team can check them.",
  awaitingSent: (date: string) => `Your details were sent on ${date} and are with our team. We will tell you by e-mail once they are checked.`,
  awaitingChange: "Change the details you sent",
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
  /** The next step of a refusal an unverified employer can fix. */
  verificationStep: { href: "/dashboard/verification", label: "Go to the Verification tab" },
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
  queueCount: (shown: number, total: number) =>
    shown < total ? `The ${shown} oldest of ${total} employers waiting, oldest first.` : `${total} ${total === 1 ? "employer" : "employers"} waiting, oldest first.`,
  queueDetailsSent: (date: string) => `Details sent on ${date}`,
  queueNoDetails: "No details sent yet",
  joinedLabel: "Joined",
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
  actionNotDone: "Not Done",
  accountNotFound: "Account not found.",
  auditTitle: "Audit log",
  auditEmpty: "No admin action has been recorded yet.",
  /** The audit table's scrolling region, for screen readers and keyboard users (it scrolls sideways on a narrow screen). */
  auditTableLabel: "Audit log entries",
  auditWhen: "When (UTC)",
  auditActor: "By",
  auditAction: "Action",
  auditTarget: "Account",
  auditDetails: "Details",
  auditIp: "IP address",
  auditDeletedAccount: (shortId: string) => `deleted account (${shortId})`,
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
  signInCodeIntro: "Open your authenticator app and enter the 6-digit code for this site, or enter one of your backup codes.",
  signInCodeLabel: "6-digit code or backup code",
  trustDeviceLabel: "Trust this device for 30 days",
  verify: "Verify",
  codeRequired: "Enter the code from your authenticator app or a backup code",
  wrongCode: "That code is not right. Check the time on your phone and try again.",
  codeUsed: "That code has already been used. Wait for the next code in your authenticator app and enter that one.",
  codeSessionExpired: "Your sign-in has expired. Please sign in again.",
} as const;

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

export const resume = {
  backToDirectory: "Back to the directory",
  invalidFile: { title: "Invalid File", description: "Please select a PDF file no larger than 5MB." },
  noFileSelected: { title: "No File Selected" },
  uploadFailedFallback: "Could not update resume.",
  deletionFailedFallback: "Could not delete resume.",
  noResumeToDelete: { title: "No Resume", description: "There is no resume to delete." },
  noResumeToView: { title: "No Resume", description: "No resume uploaded to view." },
  noResumeAvailable: { title: "No Resume Available", description: "The doctor has not uploaded a resume yet." },
  resumeNotShared: { title: "Resume Not Shared", description: trust.resumeNotShared },
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

/** Dashboard tabs whose labels belong to no single page of the dashboard. */
export const dashboardTabs = {
  /** The dashboard's meta description (its pages are not indexed; browsers and link previews still read it). */
  description: "Your DocHire dashboard: jobs, applicants, hiring team, messages and account.",
  messages: "Messages",
  messagesUnread: (n: number) => `(${n} unread)`,
  system: "System",
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

/** Saving jobs for later (doctors), from job cards, the job page and the Saved Jobs tab. */
export const savedJobs = {
  signIn: "Please sign in to save jobs.",
  onlyDoctors: "Only doctors can save jobs.",
  updateFailed: "Could not update your saved jobs.",
  save: "Save",
  saved: "Saved",
  heading: "Saved Jobs",
  emptyText: "Save jobs while you browse and they will wait for you here.",
  signInToSave: "Sign in to save",
} as const;

/** What a failed action says when the cause is not the user's input: the service, not the form, went wrong. */
export const failures = {
  unexpected: "Something went wrong on our side. What you entered is kept: please try again in a moment.",
  unavailable: "The service is briefly unavailable. What you entered is kept: please try again in a few seconds.",
} as const;

// The spec's message catalogue (sections 2, 5 and 8), verbatim. Every user-visible notice is taken from here,
// and tests assert against these same values.

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
} as const satisfies Record<string, ToastMessage | string>;

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
  jobsFound: (n: number) => `${n} doctor jobs found`,
} as const;

/** "Profile Deleted" toast: the doctor's name followed by "profile has been deleted". */
export function profileDeleted(name: string): ToastMessage {
  return { title: "Profile Deleted", description: `${name} profile has been deleted` };
}

/** "File Selected" toast: the file name is ready for upload. */
export function fileSelected(fileName: string): ToastMessage {
  return { title: "File Selected", description: `${fileName} is ready for upload.` };
}

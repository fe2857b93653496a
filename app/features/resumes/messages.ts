// The resume page's texts: upload, sharing with employers and who opened it.
import { type ToastMessage } from "~/lib/messages";

/** "File Selected" toast: the file name is ready for upload. */
export function fileSelected(fileName: string): ToastMessage {
  return { title: "File Selected", description: `${fileName} is ready for upload.` };
}

/** The doctor's own resume: the upload panel and its toasts. */
export const resume = {
  noFileSelected: { title: "No File Selected" },
  uploadFailedFallback: "Could not update resume.",
  deletionFailedFallback: "Could not delete resume.",
  noResumeToDelete: { title: "No Resume", description: "There is no resume to delete." },
  noResumeToView: { title: "No Resume", description: "No resume uploaded to view." },
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

/** Whether verified employers may open the resume without an application, and who opened it. */
export const resumeSharing = {
  resumeVisibilityLabel: "Let verified employers open my resume without an application",
  resumeVisibilityHelp:
    "Applying to a job always shares your resume with that employer. Listing in the directory is a separate choice on your profile.",
  resumeVisibilitySaved: { title: "Resume Sharing Updated", description: "Your choice has been saved." },
  saveChoice: "Save Choice",
  resumeViewsTitle: "Who opened your resume",
  resumeViewsEmpty: "Nobody has opened your resume yet.",
  resumeViewsViaApplication: "through your application",
  resumeViewsDirect: "from the directory",
} as const;

// Application statuses (spec 4) and the pipeline moves an employer may make.
export const UNDER_REVIEW = "Under Review";
export const INTERVIEW_SCHEDULED = "Interview Scheduled";
export const OFFER_EXTENDED = "Offer Extended";
export const REJECTED = "Rejected";
export const WITHDRAWN = "Withdrawn";

export const PIPELINE_MOVES: Record<string, readonly string[]> = {
  [UNDER_REVIEW]: [INTERVIEW_SCHEDULED, OFFER_EXTENDED, REJECTED],
  [INTERVIEW_SCHEDULED]: [OFFER_EXTENDED, REJECTED],
  [OFFER_EXTENDED]: [],
  [REJECTED]: [],
  [WITHDRAWN]: [],
};

/** Not yet decided: the doctor may still withdraw. */
export function isOpenStatus(status: string): boolean {
  return status === UNDER_REVIEW || status === INTERVIEW_SCHEDULED;
}

/** Spec 4 badge colours: Under Review yellow, Interview Scheduled blue, Offer Extended green, Rejected red, else grey. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case UNDER_REVIEW:
      return "bg-yellow-100 text-yellow-800";
    case INTERVIEW_SCHEDULED:
      return "bg-blue-100 text-blue-800";
    case OFFER_EXTENDED:
      return "bg-green-100 text-green-800";
    case REJECTED:
      return "bg-red-100 text-red-800";
    default:
      return "bg-slate-100 text-slate-700";
  }
}

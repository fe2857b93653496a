// Addresses of the messages pages, shared by the features that link to them (directory, applicants). Client-safe.

export const MESSAGES_PATH = "/dashboard/messages";

/** The conversation page. */
export function threadPath(threadId: number): string {
  return `${MESSAGES_PATH}/${threadId}`;
}

/** Writing to a doctor, optionally about one job: opens the conversation when there already is one. */
export function messageDoctorPath(doctorProfileId: string, jobId?: number | null): string {
  const params = new URLSearchParams({ doctor: doctorProfileId });
  if (jobId) params.set("job", String(jobId));
  return `${MESSAGES_PATH}/new?${params.toString()}`;
}

/** The conversation a path shows, if it is a conversation page. */
export function threadIdOfPath(pathname: string): number | null {
  const match = /^\/dashboard\/messages\/(\d{1,10})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

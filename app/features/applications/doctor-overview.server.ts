import { DOCTOR_DASHBOARD_STAT_LABELS, RECENT_APPLICATIONS_SHOWN } from "~/lib/constants";
import type { MaybeActor } from "~/lib/permissions";
import { getDoctorStats, listMyApplications } from "./applications.server";
import { doctorLabel } from "./statuses";

/** The doctor Dashboard tab: the four stat cards from real data, and the latest applications. */
export async function getDoctorOverview({ actor }: { actor: MaybeActor }) {
  const [stats, recent] = await Promise.all([getDoctorStats({ actor }), listMyApplications({ actor, limit: RECENT_APPLICATIONS_SHOWN })]);
  const L = DOCTOR_DASHBOARD_STAT_LABELS;
  return {
    stats: [
      { label: L.applicationsSent, value: stats.applicationsSent },
      { label: L.interviews, value: stats.interviews },
      { label: L.offers, value: stats.offers },
      { label: L.profileViews, value: stats.profileViews },
    ],
    recent: recent.map((r) => ({ id: r.id, jobId: r.jobId, jobTitle: r.jobTitle, company: r.company, appliedDate: r.appliedDate, status: doctorLabel(r.doctorView), doctorView: r.doctorView })),
  };
}

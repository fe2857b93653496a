import { data, redirect } from "react-router";
import { validation } from "~/lib/messages";
import { can } from "~/lib/permissions";
import { requireViewer, type Viewer } from "~/services/auth/session.server";

/**
 * Which dashboard a signed-in user gets (spec 2.8): the admin and employers the employer dashboard, doctors the
 * doctor dashboard, anyone else (e.g. an account whose profile is missing) "Dashboard Not Available".
 */
export type DashboardKind = "employer" | "doctor" | "unavailable";

export function dashboardKind(viewer: Viewer): DashboardKind {
  if (viewer.actor.isAdmin) return "employer";
  if (!viewer.profile) return "unavailable";
  if (can.useEmployerDashboard(viewer.actor)) return "employer";
  if (can.useDoctorDashboard(viewer.actor)) return "doctor";
  return "unavailable";
}

/** A tab of the doctor dashboard; others are sent to their own dashboard. */
export async function requireDoctorTab(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (dashboardKind(viewer) !== "doctor") throw redirect("/dashboard");
  return viewer;
}

/** A tab of the employer dashboard; others are sent to their own dashboard. */
export async function requireEmployerTab(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (dashboardKind(viewer) !== "employer") throw redirect("/dashboard");
  return viewer;
}

/**
 * The admin's tabs (Google Reviews, Trusted Clients, accounts ...): anyone else is refused with 403. The admin account
 * without its second factor is sent to set it up first.
 */
export async function requireAdminTab(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.adminNeedsTwoFactor) throw redirect("/dashboard/security");
  if (!viewer.actor.isAdmin) throw data(validation.permissionDenied, { status: 403 });
  return viewer;
}

/** The employer's own verification tab (not the admin's). */
export async function requireEmployerOwnTab(request: Request): Promise<Viewer> {
  const viewer = await requireEmployerTab(request);
  if (viewer.actor.isAdmin) throw redirect("/dashboard/employers");
  return viewer;
}

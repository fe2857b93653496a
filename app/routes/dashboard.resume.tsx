import type { Route } from "./+types/dashboard.resume";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { getResumeInfo } from "~/features/resumes/resumes.server";
import { listResumeViews } from "~/features/resumes/list-resume-views.server";
import { handleResumeSharingAction } from "~/features/resumes/sharing-action.server";
import { ResumePanel } from "~/features/resumes/components/resume-panel";
import { ResumeSharing, ResumeViews } from "~/features/resumes/components/resume-sharing";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireDoctorTab(request);
  const [resume, views] = await Promise.all([getResumeInfo(viewer.profile?.resumeUrl ?? null), listResumeViews({ actor: viewer.actor })]);
  return { resume, open: viewer.profile?.resumeOpenToEmployers ?? false, views };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireDoctorTab(request);
  return handleResumeSharingAction({ request, actor: viewer.actor, back: "/dashboard/resume" });
}

export default function DashboardResume({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <ResumePanel resume={loaderData.resume} />
      <ResumeSharing open={loaderData.open} reply={actionData} />
      <ResumeViews views={loaderData.views} />
    </div>
  );
}

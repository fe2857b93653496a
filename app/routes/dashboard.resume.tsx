import type { Route } from "./+types/dashboard.resume";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { getResumeInfo } from "~/features/resumes/resumes.server";
import { ResumePanel } from "~/features/resumes/components/resume-panel";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireDoctorTab(request);
  return { resume: await getResumeInfo(viewer.profile?.resumeUrl ?? null) };
}

export default function DashboardResume({ loaderData }: Route.ComponentProps) {
  return <ResumePanel resume={loaderData.resume} />;
}

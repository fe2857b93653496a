import { Link } from "react-router";
import FileText from "lucide-react/icons/file-text";
import type { Route } from "./+types/dashboard.resume";
import { EmptyState, secondaryButtonClass } from "~/features/dashboard/components/dashboard-shell";
import { requireDoctorTab } from "~/features/dashboard/access.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireDoctorTab(request);
  return { hasResume: !!viewer.profile?.resumeUrl };
}

export default function DashboardResume({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Resume</h1>
        <p className="mt-1 text-slate-600">Employers on the site see the resume you keep here.</p>
      </div>
      <EmptyState
        icon={FileText}
        title={loaderData.hasResume ? "Your resume is on file" : "No resume yet"}
        text={
          loaderData.hasResume
            ? "Resume management is on its way to this tab."
            : "You haven't uploaded a resume yet. Uploading a PDF resume is on its way to this tab."
        }
        action={<Link to="/dashboard/profile" className={secondaryButtonClass}>Review your profile</Link>}
      />
    </div>
  );
}

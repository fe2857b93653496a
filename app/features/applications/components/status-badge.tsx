import type { DoctorView } from "../stage-template";
import { stageBadgeClass } from "../statuses";

export function StatusBadge({ label, view }: { label: string; view: DoctorView }) {
  return <span data-testid="status-badge" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${stageBadgeClass(view)}`}>{label}</span>;
}

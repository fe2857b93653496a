import { statusBadgeClass } from "../statuses";

export function StatusBadge({ status }: { status: string }) {
  return <span data-testid="status-badge" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass(status)}`}>{status}</span>;
}

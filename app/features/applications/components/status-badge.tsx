import type { StageKind } from "../stage-template";
import { stageBadgeClass } from "../statuses";

export function StatusBadge({ label, kind }: { label: string; kind: StageKind | null }) {
  return <span data-testid="status-badge" className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${stageBadgeClass(kind)}`}>{label}</span>;
}

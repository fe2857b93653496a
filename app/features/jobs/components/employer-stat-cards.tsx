import type { EmployerJobStats } from "../employer-stats.server";

/** Spec 2.8: Total Jobs Posted, Active Listings, Total Applications. */
export function EmployerStatCards({ stats }: { stats: EmployerJobStats }) {
  const cards = [
    { label: "Total Jobs Posted", value: stats.totalJobs, note: null },
    { label: "Active Listings", value: stats.activeListings, note: "Posted in the last 30 days" },
    { label: "Total Applications", value: stats.totalApplications, note: "Across all your listings" },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-500">{card.label}</p>
          <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`stat-${card.label.toLowerCase().replace(/\s+/g, "-")}`}>
            {card.value}
          </p>
          {card.note ? <p className="mt-1 text-xs text-slate-500">{card.note}</p> : null}
        </div>
      ))}
    </div>
  );
}

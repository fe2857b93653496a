import type { EmployerJobStats } from "../employer-stats.server";

/** Spec 2.8: Total Jobs Posted, Active Listings, Total Applications; one row of three, small on a phone. */
export function EmployerStatCards({ stats }: { stats: EmployerJobStats }) {
  const cards = [
    { label: "Total Jobs Posted", value: stats.totalJobs, note: null },
    { label: "Active Listings", value: stats.activeListings, note: "Posted in the last 30 days" },
    { label: "Total Applications", value: stats.totalApplications, note: "Across all your listings" },
  ];
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map((card) => (
        <div key={card.label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
          <p className="text-xs font-medium leading-snug text-slate-500 sm:text-sm">{card.label}</p>
          <p className="mt-1 text-xl font-bold text-slate-900 sm:mt-2 sm:text-3xl" data-testid={`stat-${card.label.toLowerCase().replace(/\s+/g, "-")}`}>
            {card.value}
          </p>
          {card.note ? <p className="mt-1 hidden text-xs text-slate-500 sm:block">{card.note}</p> : null}
        </div>
      ))}
    </div>
  );
}

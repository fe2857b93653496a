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

/**
 * The action buttons of the employer's listing cards, in the same way: a page of 20 listings drew 100 full icons, each
 * with its own shapes, which the phone parses and lays out and React walks when it hydrates. Shapes from Lucide: eye, pencil,
 * trash-2, circle-stop, rotate-ccw, user.
 */
export type ListingIconName = "eye" | "pencil" | "trash-2" | "circle-stop" | "rotate-ccw" | "user";

const LISTING_SHAPES: Record<ListingIconName, string> = {
  eye: '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>',
  pencil:
    '<path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/><path d="m15 5 4 4"/>',
  "trash-2":
    '<path d="M10 11v6"/><path d="M14 11v6"/><path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"/><path d="M3 6h18"/><path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"/>',
  "circle-stop": '<circle cx="12" cy="12" r="10"/><rect x="9" y="9" width="6" height="6" rx="1"/>',
  "rotate-ccw": '<path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"/><path d="M3 3v5h5"/>',
  user: '<path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/>',
};

const spriteOf = (shapes: Record<string, string>, prefix: string) =>
  Object.entries(shapes)
    // Presentation attributes sit on each symbol: a <use> instance does not inherit from the sprite's <svg>.
    .map(
      ([name, shape]) =>
        `<symbol id="${prefix}-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</symbol>`,
    )
    .join("");

const SPRITE = spriteOf(SHAPES, "ji");
const LISTING_SPRITE = spriteOf(LISTING_SHAPES, "li");

/** Render once on any page that shows job cards; `listings` adds the listing cards' action icons. */
export function JobIconSprite({ listings = false }: { listings?: boolean }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute" dangerouslySetInnerHTML={{ __html: listings ? SPRITE + LISTING_SPRITE : SPRITE }} />
  );
}

export function JobIcon({ name, className = "h-4 w-4 shrink-0 text-brand-600" }: { name: JobIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#ji-${name}`} />
    </svg>
  );
}

/** One of the listing cards' action icons (JobIconSprite with `listings` must be on the page). */
export function ListingIcon({ name, className = "h-4 w-4 shrink-0" }: { name: ListingIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#li-${name}`} />
    </svg>
  );
}

// How far a search reads: the caps and thresholds its plans choose by.

/** Filtered counts stop here ("10,000+ doctor jobs found"): a count never visits more rows than this. */
export const JOBS_COUNT_CAP = 10_000;

/**
 * Up to this many matches a search is "sparse": the page query collects every match through the trigram index and
 * sorts them, instead of walking an order index until 21 matches turn up (which, for a rare term, reads most of
 * the table). Above it, matches are dense enough that walking the order index finds a page within a few hundred rows.
 */
export const SPARSE_MATCHES = 2_000;

/** Fewer matches than this and close spellings of the keyword are tried. */
export const FEW_MATCHES = 3;

/** A keyword's matches are kept as ids (with the counts, in the count cache) up to this many. */
export const KEYWORD_IDS_LIMIT = JOBS_COUNT_CAP;

/**
 * A count in the copy held in memory visits at most this many jobs for a keyword found in the held words: beyond it,
 * the keyword is broad enough for the sample to show it (docs/decisions/109).
 */
export const SCAN_UP_TO = 100_000;

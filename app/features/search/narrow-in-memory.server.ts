// Before a count in the copy held in memory (count-in-memory.server.ts), the records that cannot count for anything
// are left out by the filters on the text columns, from the records of each code (filter-columns.server.ts, `groups`):
// a count visits every record it is given, and a record's fields are read from memory one record at a time, so a
// common keyword searched in one city cost as much as all of the keyword's records (decision 109).
import type { CodeGroups, FilterColumns } from "./filter-columns.server";

/** The filters on the text columns that are set: for each, whether each code of its dictionary meets it. */
export type Narrowing = {
  /**
   * The search bar's place: by the location's code, or (with a radius) by the placed city's. `around`, per placed city
   * code: within the largest distance option of the search bar's city, when the distance options are counted.
   */
  place: { locations: Uint8Array; cities: Uint8Array; around: Uint8Array | null } | null;
  types: Uint8Array | null;
  specialties: Uint8Array | null;
  /** The city filter, by the location's code. */
  cities: Uint8Array | null;
};

/**
 * The records a count must visit, ascending: those of `candidates` (null: every record) that fail at most one of the
 * set filters, and, when that one is the place, lie within the largest distance option (only the distance options count
 * such a record). A record failing two filters counts for nothing. Null: every record of `candidates` (at most one
 * filter other than the place is set). Records written since the copy was made are always kept (their codes may have
 * changed since the groups were made); the count tests them as it tests every record. `passing`: only the records that
 * meet every set filter (the count then leaves the filters' own counts to be made otherwise).
 */
export function recordsToScan(columns: FilterColumns, narrowing: Narrowing, candidates: Int32Array | null, passing = false): Int32Array | null {
  const groups = columns.groups;
  if (!groups) return candidates;
  // One filter other than the place: every record fails at most that one (unless only those meeting it are asked for).
  const set = [narrowing.types, narrowing.specialties, narrowing.cities].filter((flags) => flags !== null).length;
  if (!passing && !narrowing.place && set <= 1) return candidates;
  const length = (columns.size + 31) >>> 5;
  const passes: { bits: Uint32Array; place: boolean }[] = [];
  const kept = (bits: Uint32Array) => {
    for (const r of columns.rewritten) bits[r >>> 5]! |= 1 << (r & 31);
    for (let r = groups.size; r < columns.size; r++) bits[r >>> 5]! |= 1 << (r & 31);
    return bits;
  };
  if (narrowing.types) passes.push({ bits: kept(ofCodes(narrowing.types, groups.type, new Uint32Array(length))), place: false });
  if (narrowing.specialties) passes.push({ bits: kept(ofCodes(narrowing.specialties, groups.specialty, new Uint32Array(length))), place: false });
  if (narrowing.cities) passes.push({ bits: kept(ofCodes(narrowing.cities, groups.location, new Uint32Array(length))), place: false });
  let around: Uint32Array | null = null;
  if (narrowing.place) {
    const bits = ofCodes(narrowing.place.cities, groups.city, ofCodes(narrowing.place.locations, groups.location, new Uint32Array(length)));
    passes.push({ bits: kept(bits), place: true });
    if (narrowing.place.around) around = kept(ofCodes(narrowing.place.around, groups.city, new Uint32Array(length)));
  }
  if (passing && passes.length) {
    // Only the records meeting every set filter (records written since the copy was made among them).
    const keep = passes[0]!.bits;
    for (const other of passes.slice(1)) for (let w = 0; w < length; w++) keep[w]! &= other.bits[w]!;
    return candidates ? candidates.filter((r) => (keep[r >>> 5]! & (1 << (r & 31))) !== 0) : setBits(keep);
  }
  if (!passes.length || (passes.length === 1 && !passes[0]!.place)) return candidates;
  // Kept: for some filter i, every other filter met, and filter i met or (the place) within the distance options.
  const keep = new Uint32Array(length);
  const term = new Uint32Array(length);
  passes.forEach((failing, i) => {
    if (failing.place) for (let w = 0; w < length; w++) term[w] = failing.bits[w]! | (around ? around[w]! : 0);
    else term.fill(0xffffffff);
    passes.forEach((other, j) => {
      if (j !== i) for (let w = 0; w < length; w++) term[w]! &= other.bits[w]!;
    });
    for (let w = 0; w < length; w++) keep[w]! |= term[w]!;
  });
  return candidates ? candidates.filter((r) => (keep[r >>> 5]! & (1 << (r & 31))) !== 0) : setBits(keep);
}

/** Sets the bit of every record whose code is flagged. */
function ofCodes(flags: Uint8Array, group: CodeGroups, bits: Uint32Array): Uint32Array {
  const codes = Math.min(flags.length, group.start.length - 1);
  for (let c = 0; c < codes; c++) {
    if (flags[c] !== 1) continue;
    for (let k = group.start[c]!; k < group.start[c + 1]!; k++) {
      const r = group.records[k]!;
      bits[r >>> 5]! |= 1 << (r & 31);
    }
  }
  return bits;
}

/** The set bits' indexes, ascending. */
export function setBits(bits: Uint32Array): Int32Array {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      word &= word - 1;
      n++;
    }
  }
  const records = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      records[k++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return records;
}

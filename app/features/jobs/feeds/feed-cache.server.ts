// The job feeds, built once and kept until a job changes (docs/decisions/093-feeds-and-indexing.md). Aggregators and
// feed readers poll the same few addresses over and over; a job being published, edited, closed, reopened or deleted
// is what changes them, so that is what drops them, here and, through the cluster channel, in every other instance.
// The page cache cannot hold them: it keeps HTML pages of visitors without cookies for seconds, and the full feed is
// too large to be held as text (it is kept gzipped, see jobs-xml-feed.server.ts).
import { singleton } from "~/server-lib/singleton.server";
import { announce, onClusterEvent } from "~/services/cluster/cluster-events.server";

/** A built feed: its body gzipped, in the chunks the compressor gave, and when it was built. */
export type CachedFeed = { gzipped: Buffer[]; bytes: number; builtAt: Date };

/** Search feeds kept at most (each a few tens of KB gzipped); the oldest go first. */
const MAX_FEEDS = 500;
/** However quiet the site, a feed is rebuilt this often (its dates, jobs passing their closing date). */
export const FEED_MAX_AGE_MS = 15 * 60_000;

type Store = { feeds: Map<string, CachedFeed>; building: Map<string, Promise<CachedFeed>>; generation: number };

const store = () => singleton<Store>("feed-cache", () => ({ feeds: new Map(), building: new Map(), generation: 0 }));

const FEEDS_CHANGED = "feeds-changed";
singleton("feed-cache-listener", () => onClusterEvent(FEEDS_CHANGED, () => forgetFeeds()));

function forgetFeeds(): void {
  const s = store();
  s.generation++;
  s.feeds.clear();
  s.building.clear();
}

/** Every feed is built again on its next request, in this instance and the others. */
export function invalidateFeeds(): void {
  forgetFeeds();
  void announce(FEEDS_CHANGED);
}

/**
 * The feed under `key`: kept, or built by `build` (concurrent requests share one build). A build that started before
 * the last invalidation is served to those who waited for it but not kept.
 */
export async function cachedFeed(key: string, build: () => Promise<CachedFeed>): Promise<CachedFeed> {
  const s = store();
  const kept = s.feeds.get(key);
  if (kept && Date.now() - kept.builtAt.getTime() < FEED_MAX_AGE_MS) return kept;
  const pending = s.building.get(key);
  if (pending) return pending;
  const generation = s.generation;
  const building = build();
  s.building.set(key, building);
  try {
    const feed = await building;
    if (s.generation === generation) {
      s.feeds.delete(key);
      s.feeds.set(key, feed);
      if (s.feeds.size > MAX_FEEDS) s.feeds.delete(s.feeds.keys().next().value!);
    }
    return feed;
  } finally {
    if (s.building.get(key) === building) s.building.delete(key);
  }
}

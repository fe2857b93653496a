import { describe, expect, it } from "vitest";
import { cachedFeed, invalidateFeeds, type CachedFeed } from "./feed-cache.server";

const built = (n: number): CachedFeed => ({ gzipped: [Buffer.from(String(n))], bytes: 1, builtAt: new Date() });

describe("the feed cache", () => {
  it("keeps a feed, shares one build between concurrent requests, and builds again after an invalidation", async () => {
    invalidateFeeds();
    let builds = 0;
    const build = async () => built(++builds);
    const [a, b] = await Promise.all([cachedFeed("k", build), cachedFeed("k", build)]);
    expect(a).toBe(b);
    expect(await cachedFeed("k", build)).toBe(a);
    expect(builds).toBe(1);
    invalidateFeeds();
    expect((await cachedFeed("k", build)).gzipped[0]!.toString()).toBe("2");
  });

  it("serves a build that an invalidation overtook to those who waited, but does not keep it", async () => {
    invalidateFeeds();
    let release!: () => void;
    const slow = cachedFeed("slow", () => new Promise<CachedFeed>((resolve) => (release = () => resolve(built(1)))));
    await Promise.resolve();
    invalidateFeeds();
    release();
    expect((await slow).gzipped[0]!.toString()).toBe("1");
    expect((await cachedFeed("slow", async () => built(2))).gzipped[0]!.toString()).toBe("2");
  });
});

import { describe, expect, it } from "vitest";
import { counts } from "./messages";
import { jobListing } from "~/features/jobs/messages";
import { feeds } from "~/features/jobs/feeds/messages";

// The shared catalogue and every feature's own messages module, those of a feature's parts (applications/offers, ...) too.
const catalogues = import.meta.glob<Record<string, unknown>>(["./messages.ts", "../features/**/messages.ts"], { eager: true });

// Messages whose argument is a text, not a count (a brand, the words of a search): a 1 there counts nothing.
const NOT_COUNTS = new Set(["feeds.searchFeedLinkTitle", "feeds.searchSimilar"]);

// Every count the site shows goes through formatCount (format.ts): one application, two applications.
describe("count messages", () => {
  it("applications received", () => {
    expect(counts.applicationsReceived(0)).toBe("0 applications received");
    expect(counts.applicationsReceived(1)).toBe("1 application received");
    expect(counts.applicationsReceived(12)).toBe("12 applications received");
  });

  it("doctor jobs found, exact or capped", () => {
    expect(counts.jobsFound(1)).toBe("1 doctor job found");
    expect(counts.jobsFound(0)).toBe("0 doctor jobs found");
    expect(counts.jobsFound(1234)).toBe("1,234 doctor jobs found");
    expect(counts.jobsFound(10000, false)).toBe("10,000+ doctor jobs found");
  });

  it("cities, reviews and specialties", () => {
    expect(counts.citiesSelected(2)).toBe("2 cities selected");
    expect(counts.fromReviews(1)).toBe("from 1 review");
    expect(counts.fromReviews(6)).toBe("from 6 reviews");
    expect(counts.specialtiesIntro(32)).toContain("Openings in 32 specialties");
  });

  it("the delete confirmation names the applications it lets go", () => {
    expect(jobListing.deleteWithApplications(1)).toMatch(/^1 application will be removed/);
    expect(jobListing.deleteWithApplications(3)).toMatch(/^3 applications will be removed/);
  });

  it("a job's experience in the feeds", () => {
    expect(feeds.experience(1, 1)).toBe("1 year");
    expect(feeds.experience(null, 1)).toBe("Up to 1 year");
    expect(feeds.experience(2, 2)).toBe("2 years");
    expect(feeds.experience(1, 3)).toBe("1–3 years");
    expect(feeds.experience(5, null)).toBe("5+ years");
  });

  it("no message of the catalogue reads '1 applications': counts are written only through counts.*", () => {
    const wrong: string[] = [];
    expect(Object.keys(catalogues).length).toBeGreaterThan(25);
    for (const [group, entries] of Object.values(catalogues).flatMap((catalogue) => Object.entries(catalogue))) {
      if (!entries || typeof entries !== "object") continue;
      for (const [key, value] of Object.entries(entries)) {
        if (typeof value !== "function" || NOT_COUNTS.has(`${group}.${key}`)) continue;
        let text: string;
        try {
          // Every argument 1, so a range from 1 to 1 is read as the one count it shows.
          text = String((value as (...n: number[]) => unknown)(1, 1, 1));
        } catch {
          continue; // a message of something other than a count (a list of names, say)
        }
        if (/\b1 (?:doctor )?(?:applications|jobs|cities|reviews|specialties|years|days|doctors)\b/.test(text)) wrong.push(`${group}.${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

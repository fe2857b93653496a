import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ScoreSummary } from "./score-summary";
import { ScorecardSection, type ScorecardsPageData } from "./scorecard-section";
import { DEFAULT_CRITERIA, RATINGS, scorecardTexts as t } from "../messages";

const criteria = DEFAULT_CRITERIA.map((d, i) => ({ id: i + 1, name: d.name, guidance: d.guidance }));
const hidden: ScorecardsPageData = { criteria, mayScore: true, own: null, visible: false, others: [], averages: [] };
/** The markup with its character references read back ("&#8211;" is "–"). */
const decoded = (html: string) => html.replace(/&#(x[0-9a-f]+|\d+);/gi, (_, n: string) => String.fromCodePoint(n[0] === "x" ? parseInt(n.slice(1), 16) : Number(n)));
const render = (data: ScorecardsPageData) =>
  decoded(renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: <ScorecardSection applicationId={5} data={data} /> }])} />));
const checkedRadios = (html: string, name: string) => [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`name="${name}"`) && tag.includes('checked=""'));

describe("the scorecard section", () => {
  it("asks for a 1–5 rating per criterion in its own group, saying what 1 and 5 mean, and a recommendation", () => {
    const html = render(hidden);
    expect(html.match(/<fieldset/g)).toHaveLength(criteria.length + 1);
    for (const c of criteria) {
      expect(html).toContain(`<legend class="px-1 font-medium text-slate-900">${c.name}</legend>`);
      expect(html).toContain(`name="ratings[${c.id - 1}].criterionId" value="${c.id}"`);
    }
    expect([...html.matchAll(/<input type="radio"[^>]*name="ratings\[0\]\.rating"/g)]).toHaveLength(RATINGS.length);
    expect(checkedRadios(html, "ratings[0].rating")).toEqual([]);
    expect(html).toContain(t.ratingOption("1"));
    expect(html).toContain(t.ratingOption("5"));
    expect(html).toContain(t.ratingScale);
    for (const label of Object.values(t.recommendation)) expect(html).toContain(`<span>${label}</span>`);
    expect(html).toContain(t.hiddenUntilSubmitted);
    expect(html).toContain(`>${t.submit}<`);
    expect(html).not.toContain(t.colleaguesHeading);
  });

  it("fills the form with the member's own scorecard, and shows the colleagues' and the averages once visible", () => {
    const own = { id: 1, authorName: "Neha Sharma", recommendation: "yes" as const, updatedAt: "2026-12-01T10:00:00.000Z", ratings: criteria.map((c) => ({ criterionId: c.id, rating: 4, comment: "Solid" })) };
    const colleague = { ...own, id: 2, authorName: "Dr. Rohan Das", recommendation: "strong_no" as const, ratings: [{ criterionId: 1, rating: 2, comment: "Unsure on ECGs" }] };
    const html = render({ ...hidden, own, visible: true, others: [colleague], averages: [{ criterionId: 1, average: "3.0", count: 2 }] });
    expect(html).toContain(`>${t.update}<`);
    for (const i of criteria.keys()) expect(checkedRadios(html, `ratings[${i}].rating`).map((tag) => tag.match(/value="(\d)"/)![1])).toEqual(["4"]);
    expect(checkedRadios(html, "recommendation").map((tag) => tag.match(/value="(\w+)"/)![1])).toEqual(["yes"]);
    expect(html).toContain("Unsure on ECGs");
    expect(html).toContain(`${t.recommendationLegend}: ${t.recommendation.strong_no}`);
    expect(html).toContain(t.averageLine("3.0", 2));
    expect(html).toContain(t.noRatings);
    expect(html).not.toContain(t.hiddenUntilSubmitted);
  });

  it("shows the site's admin, who does not score, the scorecards without a form", () => {
    const html = render({ ...hidden, mayScore: false, visible: true });
    expect(html).not.toContain('data-testid="scorecard-form"');
    expect(html).toContain(t.noColleagues);
  });
});

describe("the board's summary", () => {
  it("reads as the average and the number of scorecards", () => {
    const html = decoded(renderToStaticMarkup(<ScoreSummary score={{ average: "4.2", count: 3 }} />));
    expect(html).toContain("4.2 ★ · 3 scorecards");
    expect(html).toContain(t.summaryLabel("4.2", 3));
  });
});

import type { Route } from "./+types/_site._index";
import { getHomeData } from "~/features/home/get-home-data.server";
import { HomePage } from "~/features/home/components/home-page";
import { HomeJobSearch } from "~/features/jobs/components/home-job-search";
import { pages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage, loadAsDocument } from "~/lib/islands";
import homeIsland from "~/islands/home.island.ts?island";

// A document page: server HTML plus its island (count-up, carousels), no client runtime (decision 031).
export const handle = documentPage(homeIsland);
export const clientLoader = loadAsDocument;

export async function loader() {
  return getHomeData();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: `${matches[0]?.loaderData?.site.brand ?? "DocHire"}: ${pages.heroTitle}`,
    description:
      "Find doctor jobs across India with salaries in rupees, or hire verified doctors for your hospital: doctor placement, hospital staffing, locum and international recruitment.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} search={<HomeJobSearch />} />;
}

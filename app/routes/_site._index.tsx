import type { Route } from "./+types/_site._index";
import { getHomeData } from "~/features/home/get-home-data.server";
import { preloadHomeSections } from "~/features/home/components/home-sections";
import { HomePage } from "~/features/home/components/home-page";
import { pages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

export async function loader() {
  // Section modules are loaded alongside the queries so the server HTML carries every section's content.
  const [data] = await Promise.all([getHomeData(), preloadHomeSections()]);
  return data;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: `${matches[0]?.loaderData?.site.brand ?? "DocHire"}: ${pages.heroTitle}`,
    description:
      "Find doctor jobs across India with salaries in rupees, or hire verified doctors for your hospital: doctor placement, hospital staffing, locum and international recruitment.",
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}

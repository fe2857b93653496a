import type { Route } from "./+types/_site.about-us";
import { AboutPage } from "~/features/home/components/about-page";
import { infoPages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage } from "~/lib/islands";

// A document page when loaded: server HTML and the layout's island, no client runtime (decision 031). It is
// content only, so a client-side navigation may render it like any other page; no clientLoader needed.
export const handle = documentPage();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: infoPages.aboutTitle,
    description: "Who we are: a medical recruitment team and doctor job portal connecting hospitals with physicians across India.",
    path: "/about-us",
  });

export default function About() {
  return <AboutPage />;
}

import type { Route } from "./+types/_site.about-us";
import { AboutPage } from "~/features/home/components/about-page";
import { infoPages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: infoPages.aboutTitle,
    description: "Who we are: a medical recruitment team and doctor job portal connecting hospitals with physicians across India.",
    path: "/about-us",
  });

export default function About() {
  return <AboutPage />;
}

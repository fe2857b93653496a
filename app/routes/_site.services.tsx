import type { Route } from "./+types/_site.services";
import { ServicesPage } from "~/features/home/components/services-page";
import { infoPages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage } from "~/lib/islands";

// A document page when loaded: server HTML and the layout's island, no client runtime (decision 031). It is
// content only, so a client-side navigation may render it like any other page; no clientLoader needed.
export const handle = documentPage();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: `${infoPages.servicesTitle}: Hire Doctors in India`,
    description:
      "Doctor placement, hospital staffing, locum placement and international recruitment for hospitals and clinics across India. Post a job or talk to our recruiters.",
    path: "/services",
  });

export default function Services() {
  return <ServicesPage />;
}

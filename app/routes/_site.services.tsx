import type { Route } from "./+types/_site.services";
import { ServicesPage } from "~/features/home/components/services-page";
import { infoPages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

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

import type { Route } from "./+types/_site.contact-us";
import { ContactDetails } from "~/features/contact/components/contact-details";
import { PageHero } from "~/components/layout/page-hero";
import { infoPages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

// A document page when loaded: server HTML, no client runtime (app/document-pages.server.ts, decision 031). It is
// content only, so a client-side navigation may render it like any other page; no clientLoader needed.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: infoPages.contactTitle,
    description: "Call, e-mail or WhatsApp our client support and sales teams, or visit our office in Hyderabad, Telangana.",
    path: "/contact-us",
  });

export default function Contact() {
  return (
    <main>
      <PageHero eyebrow="We are here to help" title={infoPages.contactTitle}>
        Questions about a job, a hire or your account? Reach our client support and sales teams by phone, e-mail or WhatsApp.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-14">
        <ContactDetails />
      </div>
    </main>
  );
}

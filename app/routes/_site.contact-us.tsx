import type { Route } from "./+types/_site.contact-us";
import { ContactDetails } from "~/features/contact/components/contact-details";
import { ContactForm } from "~/features/contact/components/contact-form";
import { handleContactAction } from "~/features/contact/contact-action.server";
import { formShownToken } from "~/features/contact/form-timing.server";
import { PageHero } from "~/components/layout/page-hero";
import { infoPages } from "~/lib/messages";
import { contactForm } from "~/features/contact/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage } from "~/lib/islands";
import { pageUrl } from "~/server-lib/page-url.server";

// A document page when loaded: server HTML and the layout's island, no client runtime (decision 031). Its
// contact form works as a plain HTML form: the action's reply (errors, typed values) is rendered by the server, and a
// sent message redirects back here with ?sent=1 for the thank-you notice. No clientLoader needed.
export const handle = documentPage();

export async function loader({ request }: Route.LoaderArgs) {
  return { sent: pageUrl(request).searchParams.get("sent") === "1", shownAt: formShownToken() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactAction({ request, clientIp: context.clientIp });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: infoPages.contactTitle,
    description: contactForm.metaDescription,
    path: "/contact-us",
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero eyebrow={contactForm.pageEyebrow} title={infoPages.contactTitle}>
        {contactForm.pageIntro}
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-14 sm:px-6 lg:px-8">
        <ContactDetails />
        <div className="mx-auto max-w-3xl">
          <ContactForm reply={actionData} sent={loaderData.sent} shownAt={loaderData.shownAt} />
        </div>
      </div>
    </main>
  );
}

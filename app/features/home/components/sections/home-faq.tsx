import ChevronDown from "lucide-react/icons/chevron-down";
import { jsonLd } from "~/lib/format";
import { home } from "~/features/home/messages";
import { HOME_FAQS } from "../../content";
import { faqPageJsonLd } from "../../structured-data";
import { SectionHeading } from "../section-heading";

/** Spec 2.3: six FAQ questions, visible on the page and published as FAQPage structured data. */
export default function HomeFaq() {
  return (
    <section aria-labelledby="home-faq" className="bg-white py-20">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="home-faq" eyebrow="Questions" title={home.faq} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200">
          {HOME_FAQS.map((faq, i) => (
            // Native <details>: works without JavaScript and is keyboard accessible.
            <details key={faq.question} className="group px-6" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <h3>{faq.question}</h3>
                <ChevronDown className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
              </summary>
              <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(faqPageJsonLd(HOME_FAQS)) }} />
    </section>
  );
}

import type { ReactElement, ReactNode } from "react";
import { useRootData } from "~/lib/root-data";
import { MarkupOnce, siteMarkupKey } from "~/lib/markup-once";
import type { HomeData } from "../types";
import { Hero } from "./hero";
import { StatsBand } from "./stats-band";
import {
  CallToAction,
  DoctorCategories,
  FeaturedJobs,
  GoogleReviews,
  HomeFaq,
  HowWeHelp,
  LoanServices,
  TrustedClients,
  WhyChooseUs,
} from "./sections";

const LAZY = "[contain-intrinsic-size:auto_36rem] [content-visibility:auto]";

/**
 * Below the fold, rendering waits until the section nears the viewport (`content-visibility: auto`): the phone
 * lays out and paints the hero first, while the content is in the HTML from the start (docs/decisions/031).
 */
function Lazy({ children }: { children: ReactNode }) {
  return <div className={LAZY}>{children}</div>;
}

/**
 * A section that shows no data of the page's own: the same on every view, so on the server its markup is made once
 * per process (MarkupOnce, docs/decisions/060); `markupKey` names everything it reads.
 */
function LazyOnce({ markupKey, render }: { markupKey: string; render: () => ReactElement }) {
  return <MarkupOnce as="div" className={LAZY} markupKey={`home ${markupKey}`} render={render} />;
}

/** Spec 2.3 home page: hero, statistics, then the eight sections in the spec's order (FAQ before the closing call to action). */
export function HomePage({ featuredJobs, reviews, clients, search }: HomeData & { search?: ReactElement }) {
  const { site } = useRootData();
  const siteKey = siteMarkupKey(site);
  return (
    <main>
      <Hero search={search} />
      <StatsBand />
      <LazyOnce markupKey={`how-we-help ${siteKey}`} render={() => <HowWeHelp site={site} />} />
      <LazyOnce markupKey="why-choose-us" render={() => <WhyChooseUs />} />
      <LazyOnce markupKey="loan-services" render={() => <LoanServices />} />
      <Lazy><TrustedClients clients={clients} /></Lazy>
      <LazyOnce markupKey="doctor-categories" render={() => <DoctorCategories />} />
      <Lazy><FeaturedJobs jobs={featuredJobs} /></Lazy>
      <Lazy><GoogleReviews reviews={reviews} /></Lazy>
      <LazyOnce markupKey="faq" render={() => <HomeFaq />} />
      <LazyOnce markupKey={`cta ${siteKey}`} render={() => <CallToAction site={site} />} />
    </main>
  );
}

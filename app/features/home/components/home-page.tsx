import type { ReactNode } from "react";
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

/**
 * Below the fold, rendering waits until the section nears the viewport (`content-visibility: auto`): the phone
 * lays out and paints the hero first, while the content is in the HTML from the start (docs/decisions/031).
 */
function Lazy({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_36rem] [content-visibility:auto]">{children}</div>;
}

/** Spec 2.3 home page: hero, statistics, then the eight sections in the spec's order (FAQ before the closing call to action). */
export function HomePage({ featuredJobs, reviews, clients }: HomeData) {
  return (
    <main>
      <Hero />
      <StatsBand />
      <Lazy><HowWeHelp /></Lazy>
      <Lazy><WhyChooseUs /></Lazy>
      <Lazy><LoanServices /></Lazy>
      <Lazy><TrustedClients clients={clients} /></Lazy>
      <Lazy><DoctorCategories /></Lazy>
      <Lazy><FeaturedJobs jobs={featuredJobs} /></Lazy>
      <Lazy><GoogleReviews reviews={reviews} /></Lazy>
      <Lazy><HomeFaq /></Lazy>
      <Lazy><CallToAction /></Lazy>
    </main>
  );
}

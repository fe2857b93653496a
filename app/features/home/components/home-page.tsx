import type { ReactNode } from "react";
import { LazyBoundary } from "~/components/lazy-section";
import { Spinner } from "~/components/ui/spinner";
import type { HomeData } from "../types";
import { home } from "~/lib/messages";
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
} from "./home-sections";

function Lazy({ children }: { children: ReactNode }) {
  return <LazyBoundary fallback={<Spinner label={home.loading} />}>{children}</LazyBoundary>;
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

import { lazySection } from "~/components/lazy-section";

// Spec 2.3: the sections below the hero and statistics are lazily loaded. They share one client chunk: the
// browser needs all of them to hydrate the server-rendered page, and one request beats nine small ones.
const load = () => import("./sections");

export const HowWeHelp = lazySection(() => load().then((m) => ({ default: m.HowWeHelp })));
export const WhyChooseUs = lazySection(() => load().then((m) => ({ default: m.WhyChooseUs })));
export const LoanServices = lazySection(() => load().then((m) => ({ default: m.LoanServices })));
export const TrustedClients = lazySection(() => load().then((m) => ({ default: m.TrustedClients })));
export const DoctorCategories = lazySection(() => load().then((m) => ({ default: m.DoctorCategories })));
export const FeaturedJobs = lazySection(() => load().then((m) => ({ default: m.FeaturedJobs })));
export const GoogleReviews = lazySection(() => load().then((m) => ({ default: m.GoogleReviews })));
export const HomeFaq = lazySection(() => load().then((m) => ({ default: m.HomeFaq })));
export const CallToAction = lazySection(() => load().then((m) => ({ default: m.CallToAction })));

const ALL = [HowWeHelp, WhyChooseUs, LoanServices, TrustedClients, DoctorCategories, FeaturedJobs, GoogleReviews, HomeFaq, CallToAction];

/** Server side: load the section code before rendering so the HTML carries every section's content. */
export async function preloadHomeSections(): Promise<void> {
  await Promise.all(ALL.map((section) => section.preload()));
}

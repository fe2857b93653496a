// Everything below the statistics band (rendered lazily by the browser, see home-page.tsx).
export { default as HowWeHelp } from "./how-we-help";
export { default as WhyChooseUs } from "./why-choose-us";
export { default as LoanServices } from "./loan-services";
export { default as TrustedClients } from "./trusted-clients";
export { default as DoctorCategories } from "./doctor-categories";
export { default as FeaturedJobs } from "./featured-jobs";
export { default as GoogleReviews } from "./google-reviews";
export { default as HomeFaq } from "./home-faq";
export { default as CallToAction } from "./call-to-action";

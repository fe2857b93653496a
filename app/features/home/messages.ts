// The home page's texts.
/** Home page (spec 2.3) section headings. */
export const home = {
  heroSubtitle: "Connecting hospitals with physicians across India: verified jobs for doctors, trusted doctors for hospitals.",
  statsHeading: "DocHire in numbers",
  howWeHelp: "How We Help",
  whyChooseUs: "Why Choose Us",
  loanServices: "Loan Services for Doctors",
  trustedClients: "Our Trusted Clients",
  doctorCategories: "Browse Jobs by Specialty",
  featuredJobs: "Featured Jobs",
  viewAllJobs: "View All Jobs",
  googleReviews: "What Doctors and Hospitals Say",
  faq: "Frequently Asked Questions",
  ctaTitle: "Ready to take the next step?",
  previous: "Previous",
  next: "Next",
} as const;

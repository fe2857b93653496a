import type { Faq, ServiceInfo } from "./content";

type Site = {
  brand: string;
  baseUrl: string;
  contactEmail: string;
  officeAddress: string;
  phones: readonly { label: string; number: string }[];
};

/** schema.org FAQPage for the home page FAQ. */
export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** schema.org EmploymentAgency describing the recruitment service and what it offers. */
export function employmentAgencyJsonLd(site: Site, services: readonly ServiceInfo[]) {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: site.brand,
    url: `${site.baseUrl}/`,
    description: "India's Premier Doctor Job Portal, connecting hospitals with physicians.",
    email: site.contactEmail,
    telephone: site.phones[0]?.number,
    address: { "@type": "PostalAddress", streetAddress: site.officeAddress, addressCountry: "IN" },
    areaServed: { "@type": "Country", name: "India" },
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.number,
      contactType: phone.label === "Sales" ? "sales" : "customer support",
      areaServed: "IN",
    })),
    makesOffer: services.map((service) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: service.name, description: service.summary, serviceType: "Medical recruitment" },
    })),
  };
}

import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { DirectoryDoctor } from "../search-doctors.server";
import { DoctorCard } from "./doctor-card";

const doctor: DirectoryDoctor = {
  id: "p1",
  name: "Dr. Asha Iyer",
  specialization: "Radiology",
  location: "Chennai",
  bio: null,
  skills: [],
  experienceYears: 1,
  availability: null,
  avatarUrl: null,
  hasResume: true,
  verified: false,
  qualifications: [],
};

/** The card's "Experience" value for a number of years. */
function experience(years: number | null): string | undefined {
  const router = createMemoryRouter([{ path: "/", element: <DoctorCard doctor={{ ...doctor, experienceYears: years }} actions={null} onViewResume={() => {}} /> }]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return /<dt[^>]*>Experience<\/dt><dd[^>]*>(.*?)<\/dd>/.exec(html)?.[1];
}

describe("directory card", () => {
  it("counts experience with the right plural: 1 year, never 1 years", () => {
    expect(experience(1)).toBe("1 year");
    expect(experience(0)).toBe("0 years");
    expect(experience(12)).toBe("12 years");
    expect(experience(null)).toBe("Not provided");
  });
});

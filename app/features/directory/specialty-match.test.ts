import { describe, expect, it } from "vitest";
import { DIRECTORY_SPECIALTIES } from "~/lib/constants";
import { directoryParams } from "./search-doctors.server";
import { directorySpecialty, specializationsForFilter } from "./specialty-match";

const specialtyOf = (query: string) => directoryParams(new URL(`http://localhost/doctor-profiles?${query}`)).get("specialty") ?? "All";

describe("directory specialty links", () => {
  it("select a filter entry by its own name", () => {
    for (const entry of DIRECTORY_SPECIALTIES) expect(directorySpecialty(entry)).toBe(entry);
  });

  it("read the spec's old filter names and other spellings as the entry they stand for", () => {
    expect(specialtyOf("specialty=Radiologist")).toBe("Radiology");
    expect(specialtyOf("specialty=ENT")).toBe("ENT (Otolaryngology)");
    expect(specialtyOf("specialty=Gynecology")).toBe("Gynecology (Obstetrics & Gynecology)");
    expect(specialtyOf("specialty=Plastic%20Surgeons")).toBe("Plastic Surgery");
    expect(specialtyOf("specialty=Urologist")).toBe("Urology");
    expect(specialtyOf("specialty=pediatrician")).toBe("Pediatrics");
    expect(specialtyOf("specialty=cardiology")).toBe("Cardiology");
  });

  it("fall back to All for nothing, All, unknown names and specialties the filter does not offer", () => {
    expect(specialtyOf("")).toBe("All");
    expect(specialtyOf("specialty=All")).toBe("All");
    expect(specialtyOf("specialty=Neuro")).toBe("All");
    expect(specialtyOf("specialty=Hematology")).toBe("All");
  });

  it("match the one stored name exactly", () => {
    expect(specializationsForFilter("Radiologist")).toEqual(["Radiology"]);
    expect(specializationsForFilter("Radiology")).toEqual(["Radiology"]);
    expect(specializationsForFilter("All")).toBeNull();
    expect(specializationsForFilter(null)).toBeNull();
  });
});

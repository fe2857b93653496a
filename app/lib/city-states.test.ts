import { describe, expect, it } from "vitest";
import { CITIES } from "./cities";
import { CITY_STATES, INDIAN_STATES, stateOfCity } from "./city-states";

describe("city → state", () => {
  it("names a state or union territory for every city of the list, and nothing else", () => {
    expect(Object.keys(CITY_STATES).sort()).toEqual([...CITIES].sort());
    for (const city of CITIES) expect(INDIAN_STATES).toContain(CITY_STATES[city]);
  });

  it("places well-known cities in their states", () => {
    expect(stateOfCity("Hyderabad")).toBe("Telangana");
    expect(stateOfCity("Visakhapatnam")).toBe("Andhra Pradesh");
    expect(stateOfCity("Navi Mumbai")).toBe("Maharashtra");
    expect(stateOfCity("Gurugram")).toBe("Haryana");
    expect(stateOfCity("Noida")).toBe("Uttar Pradesh");
    expect(stateOfCity("Kochi")).toBe("Kerala");
    expect(stateOfCity("Panaji")).toBe("Goa");
    expect(stateOfCity("Delhi")).toBe("Delhi");
  });

  it("knows nothing of other places", () => {
    for (const other of [null, undefined, "", "Atlantis", "hyderabad", "toString", "__proto__"]) expect(stateOfCity(other)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { formInput } from "./messages";
import { hasFieldErrors, readTextFields } from "./form-fields";

describe("reading form text fields", () => {
  it("gives one value per field, empty when absent, and refuses repeated fields and files beside the field", () => {
    const form = new FormData();
    form.append("name", "Dr. Meera Iyer");
    form.append("note", "a");
    form.append("note", "b");
    form.append("bio", new File(["x"], "bio.txt"));
    const { values, errors } = readTextFields(form, ["name", "note", "bio", "phone"]);
    expect(values).toEqual({ name: "Dr. Meera Iyer", note: "a", bio: "", phone: "" });
    expect(errors).toEqual({ note: formInput.repeatedField, bio: formInput.notText });
    expect(hasFieldErrors(errors)).toBe(true);
    expect(hasFieldErrors(readTextFields(form, ["name"]).errors)).toBe(false);
  });
});

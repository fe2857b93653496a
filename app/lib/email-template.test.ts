import { describe, expect, it } from "vitest";
import { bodyParagraphs, renderTemplate, unknownVariables, type TemplateValues } from "./email-template";

const values: TemplateValues = {
  doctor_name: "Dr. <script>alert(1)</script> O'Brien & Co",
  job_title: "Consultant {{sender_name}}",
  organisation_name: "Apollo",
  stage_name: "Rejected",
  sender_name: "Priya",
};

describe("template variables", () => {
  it("names each unknown variable once, as written, and accepts the listed ones with or without spaces", () => {
    expect(unknownVariables("Dear {{doctor_name}}, {{ job_title }} at {{organisation_name}}")).toEqual([]);
    expect(unknownVariables("Hi {{first_name}} {{ salary }} {{first_name}} {{}}")).toEqual(["first_name", "salary", ""]);
    expect(unknownVariables("{{constructor}} {{__proto__}} {{toString}}")).toEqual(["constructor", "__proto__", "toString"]);
  });
});

describe("rendering", () => {
  it("substitutes the fixed variables and nothing else; a value is never rendered again as a template", () => {
    expect(renderTemplate("Dear {{doctor_name}}, about {{ job_title }} ({{stage_name}})", values)).toBe(
      "Dear Dr. <script>alert(1)</script> O'Brien & Co, about Consultant {{sender_name}} (Rejected)",
    );
    // Unknown placeholders stay as written (the form refuses them before they are saved); no code runs.
    expect(renderTemplate("{{constructor}} {{ process.exit() }} {{#each x}}", values)).toBe("{{constructor}} {{ process.exit() }} {{#each x}}");
  });

  it("splits a body into paragraphs on blank lines and keeps single line breaks", () => {
    expect(bodyParagraphs("One\r\nline two\r\n\r\n\r\nThree\n  \nFour")).toEqual(["One\nline two", "Three", "Four"]);
  });
});

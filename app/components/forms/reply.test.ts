import { describe, expect, it } from "vitest";
import type { FormReply } from "~/lib/form-schema";
import { replyFor, replyMessage } from "./reply";

const refused = (initialValue: Record<string, string>, error: Record<string, string[] | null>): FormReply => ({ result: { status: "error", initialValue, error }, toast: null });

describe("an action's reply on a page of several forms", () => {
  it("answers only the form whose posted field had that value", () => {
    const reply = refused({ intent: "move", applicationId: "12" }, { toStageId: ["Choose a stage"] });
    expect(replyFor(reply, "applicationId", 12)).toBe(reply);
    expect(replyFor(reply, "applicationId", "12")).toBe(reply);
    expect(replyFor(reply, "applicationId", 13)).toBeNull();
    expect(replyFor(reply, "stageId", 12)).toBeNull();
    expect(replyFor(null, "applicationId", 12)).toBeNull();
  });

  it("says the form's message first, else the first field's, and nothing for a reply without errors", () => {
    expect(replyMessage(refused({}, { "": ["The whole form"], name: ["A field"] }))).toBe("The whole form");
    expect(replyMessage(refused({}, { name: null, city: ["Choose a city"] }))).toBe("Choose a city");
    expect(replyMessage({ result: null, toast: { title: "Saved" } })).toBeNull();
    expect(replyMessage(undefined)).toBeNull();
  });
});

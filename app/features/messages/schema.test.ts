import { describe, expect, it } from "vitest";
import { threadIdOfPath, messageDoctorPath } from "~/lib/message-links";
import { validation } from "~/lib/messages";
import { messaging as m } from "~/features/messages/messages";
import { MESSAGE_MAX_LENGTH, ReplySchema, StartThreadSchema } from "./schema";

const reply = (body: unknown) => ReplySchema.safeParse({ intent: "reply", body });

describe("message bodies", () => {
  it("keep inner line breaks and tabs, trim the ends, and take up to 5000 characters", () => {
    expect(reply("  Hello,\n\tDoctor\r\n  ").data?.body).toBe("Hello,\n\tDoctor");
    expect(reply("x".repeat(MESSAGE_MAX_LENGTH)).success).toBe(true);
  });
  it("refuse empty, overlong, control characters and repeated fields with their messages", () => {
    expect(reply("   ").error?.issues[0]?.message).toBe(m.bodyRequired);
    expect(reply(undefined).error?.issues[0]?.message).toBe(m.bodyRequired);
    expect(reply("x".repeat(MESSAGE_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(m.bodyTooLong);
    expect(reply("a\u0000b").error?.issues[0]?.message).toBe(validation.controlCharacters);
    expect(reply(["a", "b"]).success).toBe(false);
  });
  it("name a doctor by a well-formed id and a job by a serial id", () => {
    expect(StartThreadSchema.safeParse({ doctor: "abc-123", job: "7", body: "Hi" }).data).toEqual({ doctor: "abc-123", job: 7, body: "Hi" });
    expect(StartThreadSchema.safeParse({ doctor: "a b", body: "Hi" }).success).toBe(false);
    expect(StartThreadSchema.safeParse({ doctor: "abc", job: "1e308", body: "Hi" }).success).toBe(false);
  });
});

describe("message links", () => {
  it("write to a doctor about a job, and read a conversation's id back from its path", () => {
    expect(messageDoctorPath("abc-1", 12)).toBe("/dashboard/messages/new?doctor=abc-1&job=12");
    expect(messageDoctorPath("abc-1")).toBe("/dashboard/messages/new?doctor=abc-1");
    expect(threadIdOfPath("/dashboard/messages/42")).toBe(42);
    expect(threadIdOfPath("/dashboard/messages/new")).toBeNull();
    expect(threadIdOfPath("/dashboard/messages/99999999999")).toBeNull();
    expect(threadIdOfPath("/dashboard/messages")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { htmlResponse, renderedHtml, utf8Bytes } from "./rendered-html.server";

describe("rendered pages as bytes", () => {
  it("writes the pieces' UTF-8 one after the other, characters of any width", () => {
    const parts = ["<!DOCTYPE html>", "<p>café ", "₹ 20–30 LPA ", "😀</p>", ""];
    const bytes = utf8Bytes(parts);
    expect(bytes.equals(Buffer.from(parts.join(""), "utf8"))).toBe(true);
    expect(utf8Bytes([])).toHaveLength(0);
  });

  it("answers with those bytes and remembers them for the steps after the render", async () => {
    const parts = ["<!DOCTYPE html>", "<p>", "x".repeat(70_000), "</p>", "y".repeat(70_000)];
    const response = htmlResponse(parts, { status: 201, headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(renderedHtml(response)?.toString("utf8")).toBe(parts.join(""));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe(parts.join(""));
    expect(renderedHtml(new Response("other"))).toBeUndefined();
  });
});

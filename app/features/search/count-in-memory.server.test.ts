import { describe, expect, it } from "vitest";
import { atOrAfter } from "./count-in-memory.server";
import { salaryOptionsMet } from "./match-rules.server";
import { LAKH, SALARY_LPA_OPTIONS } from "./search-params";

describe("atOrAfter (a posting time against an option's earliest time, without a branch)", () => {
  const now = Date.UTC(2026, 11, 7, 12, 0, 0, 0) + 0.123;
  const DAY = 86_400_000;

  it("is 1 at and after the time, 0 before it, to the smallest step a time is held in", () => {
    expect(atOrAfter(now, now)).toBe(1);
    expect(atOrAfter(now + 0.001, now)).toBe(1);
    expect(atOrAfter(now - 0.001, now)).toBe(0);
    // One step of a double this size (2^-12 ms) either way.
    const below = now - 2 ** -12;
    expect(below).not.toBe(now);
    expect(atOrAfter(below, now)).toBe(0);
    expect(atOrAfter(now, below)).toBe(1);
  });

  it("agrees with >= for times days, years and centuries apart, where an int32 of the difference would overflow", () => {
    for (const gap of [1, 999, 1000, DAY, 30 * DAY, 25 * DAY, 365 * DAY, 70 * 365 * DAY, 300 * 365 * DAY, 8.64e15]) {
      for (const [a, b] of [
        [now + gap, now],
        [now - gap, now],
        [now, now + gap],
        [now, now - gap],
      ] as const) {
        expect(atOrAfter(a, b), `${a} vs ${b}`).toBe(a >= b ? 1 : 0);
      }
    }
  });

  it("agrees with >= on many random posting times around the three options", () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    for (const days of [1, 7, 30]) {
      const limit = now - days * DAY;
      for (let i = 0; i < 2000; i++) {
        const posted = limit + (random() - 0.5) * 2 * DAY * (i % 2 ? 1 : 1e-6);
        expect(atOrAfter(posted, limit)).toBe(posted >= limit ? 1 : 0);
      }
    }
  });
});

describe("salaryOptionsMet (how many salary options a job's yearly salary meets)", () => {
  it("counts the ascending options met, none without a salary", () => {
    expect(SALARY_LPA_OPTIONS[0]).toBeLessThan(SALARY_LPA_OPTIONS[1]!);
    expect(salaryOptionsMet(Number.NaN)).toBe(0);
    expect(salaryOptionsMet(0)).toBe(0);
    expect(salaryOptionsMet(SALARY_LPA_OPTIONS[0]! * LAKH - 1)).toBe(0);
    SALARY_LPA_OPTIONS.forEach((lpa, i) => {
      expect(salaryOptionsMet(lpa * LAKH)).toBe(i + 1);
      expect(salaryOptionsMet(lpa * LAKH + 0.5)).toBe(i + 1);
    });
    expect(salaryOptionsMet(1e12)).toBe(SALARY_LPA_OPTIONS.length);
  });
});

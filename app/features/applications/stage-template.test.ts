import { describe, expect, it } from "vitest";
import { DEFAULT_STAGE_TEMPLATE, canRemoveStage, inPipelineOrder, moveRefusal, movesFrom, type Stage } from "./stage-template";

const stages: (Stage & { jobId: number })[] = DEFAULT_STAGE_TEMPLATE.map((s, i) => ({ ...s, id: i + 1, position: i, jobId: 7 }));
const byName = (name: string) => stages.find((s) => s.name === name)!;

describe("move rules", () => {
  it("allow any move between the stages of one job out of an active stage, backwards included", () => {
    expect(moveRefusal(byName("Applied"), byName("Interview"))).toBeNull();
    expect(moveRefusal(byName("Offer"), byName("Screening"))).toBeNull();
    expect(moveRefusal(byName("Screening"), byName("Rejected"))).toBeNull();
    expect(moveRefusal(byName("Offer"), byName("Hired"))).toBeNull();
  });

  it("refuse a move out of an exit, to the same stage, to another job's stage, or into Withdrawn", () => {
    expect(moveRefusal(byName("Rejected"), byName("Applied"))).toBe("fromExit");
    expect(moveRefusal(byName("Hired"), byName("Offer"))).toBe("fromExit");
    expect(moveRefusal(byName("Withdrawn"), byName("Applied"))).toBe("fromExit");
    expect(moveRefusal(byName("Applied"), byName("Applied"))).toBe("sameStage");
    expect(moveRefusal(byName("Applied"), { ...byName("Interview"), id: 99, jobId: 8 })).toBe("otherJob");
    expect(moveRefusal(byName("Applied"), byName("Withdrawn"))).toBe("toWithdrawn");
  });

  it("offer from an active stage every other stage but Withdrawn, and nothing from an exit", () => {
    expect(movesFrom(byName("Screening"), stages).map((s) => s.name)).toEqual(["Applied", "Interview", "Offer", "Hired", "Rejected"]);
    expect(movesFrom(byName("Rejected"), stages)).toEqual([]);
  });

  it("let only an empty active stage be removed", () => {
    expect(canRemoveStage(byName("Screening"), 0)).toBe(true);
    expect(canRemoveStage(byName("Screening"), 1)).toBe(false);
    expect(canRemoveStage(byName("Rejected"), 0)).toBe(false);
    expect(canRemoveStage(byName("Hired"), 0)).toBe(false);
  });

  it("keep the exits after the active stages whatever their positions", () => {
    const shuffled = [{ ...byName("Rejected"), position: 0 }, { ...byName("Offer"), position: 9 }, { ...byName("Applied"), position: 3 }];
    expect(inPipelineOrder(shuffled).map((s) => s.name)).toEqual(["Applied", "Offer", "Rejected"]);
  });
});

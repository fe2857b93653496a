import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding";

describe("content encoding", () => {
  it("picks Brotli first, then gzip, then deflate, honouring q, q=0 and *", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.1")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("deflate");
    expect(chooseEncoding("gzip;q=0, deflate")).toBe("deflate");
    expect(chooseEncoding("gzip;q=0.2, deflate;q=0.8")).toBe("deflate");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(chooseEncoding("br")).toBe("br");
    expect(chooseEncoding("zstd")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    // Among what a stored body exists in.
    expect(chooseEncoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("deflate, br", ["gzip"])).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { colourName, colourWords } from "./colours.ts";

describe("colour names", () => {
  it("names the demo shop's leathers", () => {
    expect(colourName("#9a5b2e")).toBe("Cognac");
    expect(colourName("#1c1a19")).toBe("Black");
    expect(colourName("#5e1f24")).toBe("Oxblood");
    expect(colourName("#1f2a3d")).toBe("Navy");
  });

  it("names a shade by its nearest colour, in short or long hex, any case", () => {
    expect(colourName("#9C5D30")).toBe("Cognac");
    expect(colourName("fff")).toBe("White");
    expect(colourName("#000")).toBe("Black");
  });

  it("keeps a colour that is already a word", () => {
    expect(colourName(" Bottle Green ")).toBe("Bottle Green");
  });

  it("gives each colour the family word a shopper searches by", () => {
    expect(colourWords("#9a5b2e")).toEqual(["Cognac", "Brown"]);
    expect(colourWords("#4a2c1d")).toEqual(["Dark Brown", "Brown"]);
    expect(colourWords("#5e1f24")).toEqual(["Oxblood", "Red"]);
    expect(colourWords("#2b3553")).toEqual(["Indigo", "Blue"]);
    expect(colourWords("#1c1a19")).toEqual(["Black"]);
    expect(colourWords("Bottle Green")).toEqual(["Bottle Green"]);
  });
});

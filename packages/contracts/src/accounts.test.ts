import { describe, expect, it } from "vitest";
import {
  carriesSession,
  formatCountdown,
  isValidName,
  languageLabel,
  nameProblem,
  otpSchema,
  personNameSchema,
  registerBodySchema,
} from "./accounts.ts";

describe("names", () => {
  it("tells a name field it is required before it tells it the letters rule", () => {
    expect(nameProblem("  ")).toBe("This field is required");
    expect(nameProblem("Ada2")).toBe("Use letters only; spaces, hyphens and apostrophes are fine");
    expect(nameProblem(" Adébáyọ̀ ")).toBeUndefined();
  });

  it("accepts names of any alphabet, with accents, hyphens, apostrophes and spaces", () => {
    for (const name of ["Ada", "Adébáyọ̀", "Eze-Obi", "O'Neil", "Mary Jane", "Nwachukwu Jr."]) {
      expect(isValidName(name), name).toBe(true);
    }
    for (const name of ["", "  ", "R2D2", "<script>", "a".repeat(51), "--"]) {
      expect(isValidName(name), name).toBe(false);
    }
  });

  it("trims a name and makes inner runs of spaces one", () => {
    expect(personNameSchema.parse("  Mary   Jane ")).toBe("Mary Jane");
  });
});

describe("one-time codes", () => {
  it("are exactly six digits", () => {
    expect(otpSchema.safeParse("012345").success).toBe(true);
    for (const code of ["12345", "1234567", "12a456", ""])
      expect(otpSchema.safeParse(code).success).toBe(false);
  });

  it("count down as mm:ss from 300 seconds", () => {
    expect(formatCountdown(300)).toBe("05:00");
    expect(formatCountdown(299.2)).toBe("05:00");
    expect(formatCountdown(61)).toBe("01:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-3)).toBe("00:00");
  });
});

describe("sign-up", () => {
  it("lower-cases the e-mail and accepts whatever role is sent, for the server to ignore", () => {
    const parsed = registerBodySchema.parse({
      firstName: "Ada",
      lastName: "Obi",
      email: " Ada@Example.COM ",
      password: "Leather#2026",
      role: { anything: true },
    });
    expect(parsed.email).toBe("ada@example.com");
  });
});

describe("the profile's language", () => {
  it("shows English for en and its regional tags, Other for the rest", () => {
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("en-NG")).toBe("English");
    expect(languageLabel("yo")).toBe("Other");
  });
});

describe("a signed-out visitor", () => {
  it("is one whose cookies hold none of the session's", () => {
    expect(carriesSession(undefined)).toBe(false);
    expect(carriesSession("")).toBe(false);
    expect(carriesSession("theme=dark; xocToken=1; ocTokenish=2")).toBe(false);
    expect(carriesSession("ocToken=abc")).toBe(true);
    expect(carriesSession("theme=dark; ocRefreshToken=abc")).toBe(true);
    expect(carriesSession("theme=dark;ocUser=%7B%7D")).toBe(true);
  });
});

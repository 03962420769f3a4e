import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./content.ts";
import {
  controlCharacterMessage,
  emailProblem,
  emailSchema,
  fieldsWithControlCharacters,
  formatNigerianPhone,
  hasControlCharacters,
  invalidEmailMessage,
  isBlank,
  isStrongPassword,
  isValidEmail,
  isValidPhone,
  keepPhoneDigits,
  missingFields,
  passwordRules,
  passwordSchema,
  passwordSpecialCharacters,
  phoneSchema,
  requiredFieldMessage,
  weakPasswordMessage,
} from "./rules.ts";

describe("required fields", () => {
  it("counts absent, null and spaces-only values as missing, in the order asked", () => {
    const body = { name: "  ", phoneNumber: "08035550142", email: null, subject: "\t\n" };
    expect(missingFields(body, ["name", "phoneNumber", "email", "subject", "message"])).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
    expect(missingFields(undefined, ["name"])).toEqual(["name"]);
    expect(missingFields("not an object", ["name"])).toEqual(["name"]);
  });

  it("does not count a filled field, or a non-text value, as blank", () => {
    expect(isBlank(" Ada ")).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank("")).toBe(true);
  });
});

describe("e-mail addresses", () => {
  it("accepts text, @, text, a dot and text", () => {
    for (const email of ["ada@ojaleather.ng", "a.b+shoes@mail.example.com", " ada@lagos.ng "]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it("refuses spaces, a missing @ or a missing dot after it", () => {
    for (const email of [
      "ada@lagos",
      "ada lagos@mail.ng",
      "ada.mail.ng",
      "@mail.ng",
      "ada@.ng",
      "ada@@x.ng",
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
    expect(isValidEmail(`${"a".repeat(250)}@x.ng`)).toBe(false);
  });

  it("agrees with docs/product.md §5's pattern on every short address made of its critical characters", () => {
    const specPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = ["a", "@", ".", " "];
    let checked = 0;
    for (let length = 1; length <= 7; length += 1) {
      for (let index = 0; index < alphabet.length ** length; index += 1) {
        let email = "";
        for (
          let rest = index, place = 0;
          place < length;
          place += 1, rest = Math.floor(rest / alphabet.length)
        ) {
          email += alphabet[rest % alphabet.length];
        }
        expect(isValidEmail(email), JSON.stringify(email)).toBe(specPattern.test(email.trim()));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  });

  it("reads a hostile 128 kB address in linear time instead of stalling (it took 9 s)", () => {
    const hostile = [
      `a@${"a.".repeat(64_000)}@`,
      `${"a".repeat(100_000)}@${"a".repeat(100_000)}`,
      "a@".repeat(50_000),
    ];
    for (const email of hostile) {
      const started = performance.now();
      expect(isValidEmail(email)).toBe(false);
      expect(emailSchema.safeParse(email).success).toBe(false);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });

  it("trims and lower-cases, so one inbox is one address", () => {
    expect(emailSchema.parse("  Ada.Okafor@OjaLeather.NG ")).toBe("ada.okafor@ojaleather.ng");
    const refused = emailSchema.safeParse("ada@lagos");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(invalidEmailMessage);
  });
});

describe("an e-mail field's message", () => {
  it("says required when blank, not valid when malformed, and nothing when fine", () => {
    expect(emailProblem("  ")).toBe(requiredFieldMessage);
    expect(emailProblem("ada@example")).toBe(invalidEmailMessage);
    expect(emailProblem(" ada@example.com ")).toBeUndefined();
  });
});

describe("phone numbers", () => {
  it("keeps only the digits of what is typed or pasted", () => {
    expect(keepPhoneDigits("+234 (803) 555-0142")).toBe("2348035550142");
    expect(keepPhoneDigits("call me")).toBe("");
  });

  it("accepts 7 to 14 digits and nothing else", () => {
    for (const phone of ["08035550142", "2348035550142", "12345678901234", "2701234"]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
    for (const phone of ["123456", "123456789012345", "+2348035550142", "0803 555 0142", ""]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
    expect(phoneSchema.safeParse("0803-555").success).toBe(false);
  });

  it("are shown with +234, however they were written", () => {
    expect(formatNigerianPhone("08031234567")).toBe("+234 803 123 4567");
    expect(formatNigerianPhone("2348031234567")).toBe("+234 803 123 4567");
    expect(formatNigerianPhone("+234 803 123 4567")).toBe("+234 803 123 4567");
    expect(formatNigerianPhone("8031234567")).toBe("+234 803 123 4567");
    expect(formatNigerianPhone("2701234")).toBe("+234 2701234");
    expect(formatNigerianPhone("")).toBe("");
  });
});

describe("the contact form's rules", () => {
  it("trims every field and refuses one that is only spaces", () => {
    const message = {
      name: " Ada ",
      phoneNumber: "08035550142",
      email: "ADA@example.com",
      subject: " Sizing ",
      message: " Do the Eko loafers run large? ",
    };
    expect(contactMessageSchema.parse(message)).toEqual({
      name: "Ada",
      phoneNumber: "08035550142",
      email: "ada@example.com",
      subject: "Sizing",
      message: "Do the Eko loafers run large?",
    });
    expect(contactMessageSchema.safeParse({ ...message, subject: "   " }).success).toBe(false);
  });
});

describe("passwords (docs/product.md §5)", () => {
  it("needs 8 characters, upper and lower case, a digit and one of the listed special characters", () => {
    expect(isStrongPassword("Leather#2026")).toBe(true);
    for (const special of passwordSpecialCharacters) {
      expect(isStrongPassword(`Leather2026${special}`), special).toBe(true);
    }
    for (const weak of [
      "Le#2026",
      "leather#2026",
      "LEATHER#2026",
      "Leather#Shoes",
      "Leather2026",
      "Leather_2026",
    ]) {
      expect(isStrongPassword(weak), weak).toBe(false);
    }
  });

  it("lists each rule for the live checklist, met or not", () => {
    const met = (password: string) =>
      passwordRules.filter((rule) => rule.test(password)).map((rule) => rule.id);
    expect(met("")).toEqual([]);
    expect(met("abc")).toEqual(["lower"]);
    expect(met("Abcdefg1")).toEqual(["length", "upper", "lower", "digit"]);
    expect(met("Abcdefg1?")).toEqual(["length", "upper", "lower", "digit", "special"]);
  });

  it("states the same rule as one pattern for the schema, so the API's document shows it", () => {
    const tried = [
      "",
      "Leather#2026",
      "Le#2026",
      "leather#2026",
      "LEATHER#2026",
      "Leather#Shoes",
      "Leather2026",
    ];
    for (const special of passwordSpecialCharacters)
      tried.push(`Leather2026${special}`, `leather2026${special}`);
    tried.push(`Aa1!${"x".repeat(124)}`, `Aa1!${"x".repeat(125)}`, "Ã©Ã©Aa1!xx", "Dear\tOja1!");
    for (const password of tried) {
      expect(passwordSchema.safeParse(password).success, JSON.stringify(password)).toBe(
        isStrongPassword(password),
      );
    }
  });

  it("keeps a new password as typed and names the rule when it fails", () => {
    expect(passwordSchema.parse(" Leather#2026 ")).toBe(" Leather#2026 ");
    const result = passwordSchema.safeParse("leather");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([weakPasswordMessage]);
    expect(isStrongPassword(`Aa1!${"x".repeat(200)}`)).toBe(false);
  });
});

describe("control characters", () => {
  it("finds NUL and the other C0 controls, but lets a message keep tabs and line breaks", () => {
    expect(hasControlCharacters("Ada\u0000")).toBe(true);
    expect(hasControlCharacters("\u001b[31m")).toBe(true);
    expect(hasControlCharacters("\u007f")).toBe(true);
    expect(hasControlCharacters("Dear Oja,\r\n\tthank you.")).toBe(false);
    expect(hasControlCharacters("Adébáyọ̀ ₦")).toBe(false);
    expect(controlCharacterMessage).toMatch(/control characters/);
  });

  it("names every field of a request that holds one, however deep, keys included", () => {
    const body = { email: "a\u0000@x.ng", items: [{ name: "ok" }, { name: "b\u0007" }], "k\u0000": 1 };
    expect(fieldsWithControlCharacters(body).sort()).toEqual(["email", "items.1.name", "k\u0000"].sort());
    expect(fieldsWithControlCharacters("plain")).toEqual([]);
    expect(fieldsWithControlCharacters(null)).toEqual([]);
  });

  it("walks a body nested 100,000 deep without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(fieldsWithControlCharacters(deep)).toHaveLength(1);
  });
});

import { describe, expect, test } from "vitest";
import { emptyFormData, validateFormData } from "../../convex/model/formData";
import { sniffImageType, imageFileError } from "../../convex/model/images";
import { isPaidPlan, PLANS, yearlySaving } from "../../convex/model/plans";
import { canUseTemplate, formatPrice, searchTemplates, TEMPLATES } from "../../convex/model/templates";
import { mailtoHref, sanitizeUrl, telHref } from "../../convex/model/urls";
import { isPastDate, passwordError, phoneError } from "../../convex/model/validation";
import { PNG_BYTES } from "./setup";

describe("URL rules", () => {
  test.each([
    ["https://github.com/ada", "https://github.com/ada"],
    ["github.com/ada", "https://github.com/ada"],
    ["  http://example.com  ", "http://example.com/"],
    ["javascript:alert(1)", null],
    ["JAVASCRIPT:alert(1)", null],
    ["data:text/html,hi", null],
    ["vbscript:x", null],
    ["mailto:a@b.co", null],
    ["https://", null],
    ["localhost", null],
    ["", null],
  ])("sanitizeUrl(%j) → %j", (input, expected) => {
    expect(sanitizeUrl(input)).toBe(expected);
  });

  test("mailto and tel only where they belong", () => {
    expect(mailtoHref("ada@example.com")).toBe("mailto:ada@example.com");
    expect(telHref("+44 (20) 7946-0001")).toBe("tel:+442079460001");
    expect(sanitizeUrl("javascript:x", "email")).toBeNull();
    expect(telHref("abc")).toBeNull();
  });
});

describe("field rules", () => {
  test("phones, dates and passwords", () => {
    expect(phoneError("+1 (555) 010-2025")).toBeNull();
    expect(phoneError("555-CALL")).not.toBeNull();
    // Digits, just too few: say so, not "digits only".
    expect(phoneError("12")).toBe("Too short: a phone number has at least 5 digits.");
    expect(phoneError("555-CALL")).toBe("Use digits and + - ( ) only.");
    expect(isPastDate("2000-02-29", new Date("2026-01-01"))).toBe(true);
    expect(isPastDate("2001-02-29", new Date("2026-01-01"))).toBe(false);
    expect(isPastDate("2026-01-01", new Date("2026-01-01"))).toBe(false);
    expect(passwordError("1234567", { signUp: true })).toBe("Password must be at least 8 characters.");
    expect(passwordError("1234567", { signUp: false })).toBeNull();
  });

  test("FormData: drafts accept half-typed content, publishing does not", () => {
    const data = { ...emptyFormData(), skills: [{ name: "TS", percentage: 101 }] };
    expect(validateFormData(data, "draft")).toEqual({ "skills.0.percentage": "Use a whole number from 0 to 100." });
    expect(validateFormData(data, "publish")).toMatchObject({ name: "Your name is required to publish." });
  });

  test("images are recognised by their bytes, not their names", () => {
    expect(sniffImageType(PNG_BYTES)).toBe("image/png");
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(new TextEncoder().encode("<svg>"))).toBeNull();
    expect(imageFileError({ type: "image/svg+xml", size: 10 })).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(imageFileError({ type: "image/png", size: 6 * 1024 * 1024 })).toBe("Images must be 5 MB or smaller.");
    expect(imageFileError({ type: "image/webp", size: 10 })).toBeNull();
    // A HEIC photo reaches this check only when the browser could not convert it: say how to get a JPEG.
    expect(imageFileError({ type: "image/heic", size: 10 })).toMatch(/Most Compatible.*JPEG/);
  });
});

describe("catalogue, plans and search", () => {
  test("premium rule: $10 is free, above needs a paid plan", () => {
    expect(canUseTemplate({ price: 10 }, "free")).toBe(true);
    expect(canUseTemplate({ price: 15 }, "free")).toBe(false);
    expect(canUseTemplate({ price: 20 }, "pro")).toBe(true);
    expect(isPaidPlan(undefined)).toBe(false);
    expect(formatPrice(9.5)).toBe("$9.50");
  });

  test("search is trimmed, case-insensitive and matches name, category or tag", () => {
    expect(searchTemplates("  MINI ").map((t) => t.id)).toEqual(["minimalist", "bold"]); // bold is tagged "minimal"
    expect(searchTemplates("art").map((t) => t.id)).toEqual(["artistic", "lens", "sketchbook"]); // name, then the Art category
    expect(searchTemplates("business").map((t) => t.id)).toEqual(["minimalist", "professional", "codebase", "scholar", "executive", "graduate", "milestones"]);
    expect(searchTemplates("publications").map((t) => t.id)).toEqual(["scholar"]);
    expect(searchTemplates("skill bars").map((t) => t.id)).toEqual(["bold"]);
    expect(searchTemplates("zzz")).toEqual([]);
    expect(searchTemplates("")).toHaveLength(TEMPLATES.length);
  });

  test("Free costs nothing; yearly saves two months on paid plans", () => {
    expect(PLANS.map((p) => [p.name, p.monthly])).toEqual([
      ["Free", 0],
      ["Pro", 10],
      ["Business", 24],
    ]);
    expect(yearlySaving(PLANS[1])).toBe(20);
  });
});

describe("password rules (shared by the forms and the server)", () => {
  test("length, spaces and the email are checked without the dictionary", async () => {
    const { passwordRuleError } = await import("../../convex/model/password");
    expect(passwordRuleError("")).toBe("Password is required.");
    expect(passwordRuleError("1234567")).toBe("Password must be at least 8 characters.");
    expect(passwordRuleError("x".repeat(129))).toBe("Password must be at most 128 characters.");
    expect(passwordRuleError(" \t        ")).toBe("Password cannot be only spaces.");
    expect(passwordRuleError(" Ada@Example.com", "ada@example.com")).toBe("Password cannot be your email address.");
    expect(passwordRuleError("x".repeat(128))).toBeNull();
    expect(passwordRuleError("ada@example.com!", "ada@example.com")).toBeNull();
  });

  test("common and trivially guessable passwords are refused; passphrases are not", async () => {
    const { newPasswordError, COMMON_PASSWORD_MESSAGE } = await import("../../convex/model/password");
    for (const common of ["12345678", "password1", "P@ssw0rd", "qwertyuiop", "iloveyou", "aaaaaaaa", "abcdefgh"]) {
      expect(await newPasswordError(common), common).toBe(COMMON_PASSWORD_MESSAGE);
    }
    for (const fine of ["correct horse", "violet tractor umbrella 19", "Passw0rd!x7#"]) {
      expect(await newPasswordError(fine, "ada@example.com"), fine).toBeNull();
    }
  });
});

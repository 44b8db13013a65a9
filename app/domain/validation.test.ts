import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ZodMiniType } from "zod/mini";
import {
  FORM_ERROR_KEY,
  choiceOf,
  emailAddress,
  fieldErrors,
  hasNoDuplicates,
  isStorableText,
  optionLabel,
  optionalText,
} from "./validation";

const colours = [
  { value: "red", label: "Red" },
  { value: "green", label: "Green" },
] as const;

function firstMessage(schema: ZodMiniType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("fieldErrors", () => {
  const schema = z.object({
    name: z
      .string()
      .min(2, "Too short")
      .regex(/^[A-Z]/, "Capital first"),
    tags: z.array(z.string().min(1, "Empty tag")),
  });

  it("keeps the first message of each top-level field", () => {
    const result = schema.safeParse({ name: "a", tags: ["ok", "", ""] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: "Too short", tags: "Empty tag" });
  });

  it("puts an issue of the whole input under the form key", () => {
    const result = schema.safeParse("not an object");
    expect(fieldErrors(result.error!)).toEqual({ [FORM_ERROR_KEY]: expect.any(String) });
  });
});

describe("option helpers", () => {
  it("finds a label and shows an unknown value as it is", () => {
    expect(optionLabel(colours, "green")).toBe("Green");
    expect(optionLabel(colours, "blue")).toBe("blue");
  });

  it("gives an empty, missing or unknown choice the same message", () => {
    const colour = choiceOf(colours, "Pick a colour");
    expect(colour.parse("red")).toBe("red");
    for (const input of ["", "blue", undefined, 3]) expect(firstMessage(colour, input)).toBe("Pick a colour");
  });

  it("spots duplicates", () => {
    expect(hasNoDuplicates(["a", "b"])).toBe(true);
    expect(hasNoDuplicates(["a", "b", "a"])).toBe(false);
  });
});

describe("shared fields", () => {
  it("trims and checks an email address", () => {
    expect(emailAddress.parse("  jane@example.org ")).toBe("jane@example.org");
    for (const input of ["jane", "jane@", "jane@example", "a b@example.org", 42]) {
      expect(firstMessage(emailAddress, input), String(input)).toBe("Please enter a valid email address");
    }
    for (const input of ["", "   ", undefined]) {
      expect(firstMessage(emailAddress, input), String(input)).toBe("Email is required");
    }
    expect(firstMessage(emailAddress, `${"a".repeat(250)}@example.org`)).toBe(
      "Email address must be at most 254 characters",
    );
  });

  it("accepts empty or missing optional text, trims it and caps its length", () => {
    const note = optionalText("Note", 5);
    expect(note.parse(undefined)).toBeUndefined();
    expect(note.parse("")).toBe("");
    expect(note.parse("  hi  ")).toBe("hi");
    expect(firstMessage(note, "toolong")).toBe("Note must be at most 5 characters");
    expect(firstMessage(note, 42)).toBe("Invalid input");
  });
});

describe("isStorableText", () => {
  it("refuses NUL and unpaired surrogates, and takes any other text", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
    expect(isStorableText("Émilie 👍 \t\n")).toBe(true);
    expect(isStorableText("")).toBe(true);
  });
});

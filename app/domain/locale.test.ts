import { describe, expect, it } from "vitest";
import {
  languageLabel,
  languageOptions,
  localeOfAcceptLanguage,
  localeOfPath,
  locales,
  withFrenchFirstOfMonth,
} from "./locale";

describe("localeOfPath", () => {
  it("is French for /fr and below only", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/conformite")).toBe("fr");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/fresh")).toBe("en");
    expect(localeOfPath("/blogs/fr")).toBe("en");
  });
});

describe("localeOfAcceptLanguage", () => {
  it("answers in French when the visitor prefers French", () => {
    expect(localeOfAcceptLanguage("fr-CA")).toBe("fr");
    expect(localeOfAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeOfAcceptLanguage("en;q=0.5, fr;q=0.9")).toBe("fr");
    expect(localeOfAcceptLanguage("de, fr;q=0.5")).toBe("fr");
  });

  it("answers in English otherwise, whatever the header", () => {
    for (const header of [
      null,
      undefined,
      "",
      "en-CA",
      "en, fr;q=0.9",
      "de",
      "fr;q=0",
      "*",
      "f\u0000r",
      ";;,,q=",
    ]) {
      expect(localeOfAcceptLanguage(header)).toBe("en");
    }
  });
});

describe("withFrenchFirstOfMonth", () => {
  it("writes the first of a month as an ordinal", () => {
    expect(withFrenchFirstOfMonth("1 décembre 2025")).toBe("1er décembre 2025");
    expect(withFrenchFirstOfMonth("lundi 1 décembre 2025")).toBe("lundi 1er décembre 2025");
    expect(withFrenchFirstOfMonth("11 décembre 2025")).toBe("11 décembre 2025");
    expect(withFrenchFirstOfMonth("21 mai 2025")).toBe("21 mai 2025");
  });
});

describe("languageLabel", () => {
  it("names each language in English for the console, and shows an unknown value as it is", () => {
    expect(languageOptions.map((option) => option.value)).toEqual([...locales]);
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("fr")).toBe("French");
    expect(languageLabel("de")).toBe("de");
  });
});

import { describe, expect, it } from "vitest";
import { argumentsOf, CATALOGUE_LOCALES, catalogueProblems, readCatalogue } from "./catalogue";

const plural = (one: string, other: string) => [
  {
    declarations: ["input count", "local countPlural = count: plural"],
    selectors: ["countPlural"],
    match: { "countPlural=one": one, "countPlural=other": other },
  },
];

describe("the message catalogue", () => {
  it("has every message in both languages with the same arguments", () => {
    const catalogues = Object.fromEntries(CATALOGUE_LOCALES.map((locale) => [locale, readCatalogue(locale)]));
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it("names a message missing from a language, or empty there", () => {
    expect(
      catalogueProblems({ en: { hello: "Hello", bye: "Bye" }, fr: { hello: "Bonjour", bye: " " } }),
    ).toEqual(["bye: empty in fr.json"]);
    expect(catalogueProblems({ en: { hello: "Hello" }, fr: {} })).toEqual(["hello: missing in fr.json"]);
    expect(catalogueProblems({ en: {}, fr: { extra: "En trop" } })).toEqual(["extra: missing in en.json"]);
  });

  it("names a message whose arguments differ between languages", () => {
    expect(catalogueProblems({ en: { hi: "Hello {name}" }, fr: { hi: "Bonjour {nom}" } })).toEqual([
      "hi: takes {nom} in fr.json but {name} in en.json",
    ]);
  });

  it("reads a plural's input and its texts' placeholders, not its locals", () => {
    expect(argumentsOf(plural("{count} slot", "{count} slots"))).toEqual(["count"]);
    expect(argumentsOf("{a} and {b}")).toEqual(["a", "b"]);
    expect(
      catalogueProblems({ en: { n: plural("{count} slot", "{count} slots") }, fr: { n: "créneaux" } }),
    ).toEqual(["n: takes {} in fr.json but {count} in en.json"]);
  });
});

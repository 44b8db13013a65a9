/**
 * What the tests of the French emails and calendar files check (issue 24): no English left in a
 * text meant for a French reader, and Quebec's typography. A text is compared with its English
 * version (none of its sentences may remain) and searched for words French never uses.
 */

/** Words of English that French never uses, read in running text. */
const englishOnlyWords = /\b(?:the|your|and|with|you|please|meeting)\b/gi;

/** The English-only words of a text, each with a little of its context. */
export function englishWordsIn(text: string): string[] {
  return [...text.matchAll(englishOnlyWords)].map(
    (match) => `"${match[0]}" in "…${text.slice(Math.max(0, match.index - 30), match.index + 30)}…"`,
  );
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0" };

/** The text a reader sees in an HTML message: its head, styles and tags dropped, entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return (name && entities[name]) ?? entity;
    });
}

/** Runs of spaces and tabs as one space; no-break spaces are kept, they are typography. */
const collapsed = (text: string) => text.replace(/[ \t]+/g, " ");

/**
 * The sentences of a text: its lines, cut after a full stop, colon, question or exclamation mark,
 * each of at least two words.
 */
export function sentencesOf(text: string): string[] {
  return collapsed(text)
    .split(/\n|(?<=[.:?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u.test(sentence));
}

/** The sentences of `english` found in `french`, but for the facts both share (a name, the brand). */
export function englishSentencesIn(french: string, english: string, shared: readonly string[]): string[] {
  const text = collapsed(french);
  return sentencesOf(english).filter((sentence) => !shared.includes(sentence) && text.includes(sentence));
}

/**
 * Quebec's typography (as app/content/fr/french.test.ts checks the copy): a no-break space before
 * ":" and inside « », a narrow one (or a no-break one) before ";", "!" and "?", no straight
 * double quote. Addresses are not prose.
 */
export function typographyFaults(text: string): string[] {
  const prose = text.replace(/(?:https?|mailto|tel):\S+/g, "");
  const faults: string[] = [];
  if (/ [:;!?»]/.test(prose)) faults.push("an ordinary space before : ; ! ? or »");
  if (/« /.test(prose)) faults.push("an ordinary space after «");
  if (/[\p{L}\d)][;!?»]/u.test(prose)) faults.push("no space before ; ! ? or »");
  if (/[\p{L})]:/u.test(prose)) faults.push("no space before :");
  if (/"/.test(prose)) faults.push('a straight quote "');
  return faults;
}

/**
 * Writing CSV as RFC 4180 does, for a file that a spreadsheet will open: the lead export's
 * (./leads-csv.server.ts). Our own rather than csv-stringify's (ADR 047): that package allocated
 * about eight objects for every cell (its casting context, tuples, the list of separators it
 * searched for), and took 13 % of PGlite's export of 100,000 leads, with more in the garbage
 * collector; this writer takes about 3 %, and writes the same file. papaparse's was no faster.
 */

/**
 * The first characters with which a spreadsheet runs a cell as a formula (CSV injection, OWASP):
 * =, +, -, @, a tab, a carriage return, and the full-width =, +, - and @ that some spreadsheets
 * read as their ASCII forms. A lead's name "=HYPERLINK(…)" would otherwise run on the agency's
 * computer.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** What makes a field need its double quotes: a comma, a double quote, or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a formula's first character prefixed with ' so that it shows as text, then in double
 * quotes, with its own quotes doubled, when it holds a comma, a quote or a line break.
 */
export function csvField(value: string): string {
  const shown = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(shown) ? `"${shown.replaceAll('"', '""')}"` : shown;
}

/** The records as CSV, each ended by CRLF. */
export function csvRecords(records: readonly (readonly string[])[]): string {
  let text = "";
  for (const record of records) {
    for (let index = 0; index < record.length; index++) {
      if (index > 0) text += ",";
      text += csvField(record[index]!);
    }
    text += "\r\n";
  }
  return text;
}

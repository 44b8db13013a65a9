/**
 * PGlite reads each text field of a row out of the protocol's buffer (its copy of pg-protocol's
 * BufferReader.string). 0.5.16 copied every field into an ArrayBuffer of its own before decoding
 * it: at 100,000 leads of some 30 fields, the CSV export spent a third of its time in those
 * copies and the collections they caused. patches/@electric-sql+pglite+0.5.16.patch decodes each
 * field from a view of the buffer instead (ADR 044). These tests hold the values and the patch.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROWS = 200;

describe("PGlite's text fields", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
  });

  it("decode as they were stored: accents, emoji, empty and null, in long results", async () => {
    const values = ["Québec", "Les Entreprises Côté-Lévesque inc.", "", "🍁 maple", "a".repeat(10_000)];
    const result = await client.query<{ n: number; text: string; missing: null }>(
      `select n, ($1::text[])[1 + n % 5] as text, null::text as missing
       from generate_series(0, ${ROWS - 1}) as n order by n`,
      [values],
    );
    expect(result.rows).toHaveLength(ROWS);
    result.rows.forEach((row, index) => {
      expect(row).toEqual({ n: index, text: values[index % 5], missing: null });
    });
  });

  it("are decoded without a copy of each field", async () => {
    const slice = ArrayBuffer.prototype.slice;
    let copies = 0;
    ArrayBuffer.prototype.slice = function (this: ArrayBuffer, ...args) {
      copies++;
      return slice.apply(this, args);
    };
    try {
      await client.query(
        `select n::text as a, 'b' as b, 'c' as c, 'd' as d from generate_series(1, ${ROWS}) as n`,
      );
    } finally {
      ArrayBuffer.prototype.slice = slice;
    }
    // Unpatched, each of the 800 fields and the columns' names were a copy.
    expect(copies).toBeLessThan(ROWS);
  });
});

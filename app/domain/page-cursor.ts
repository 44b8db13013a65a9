/**
 * Where a page of a console list starts (ADR 043): the leads, the bookings and the emails are paged
 * by keyset, not by offset. A page's link carries the position of the row it continues from, its
 * sort instant and id (every list is ordered by an instant and then the id, a total order), and
 * which way to read from there: "after" it for the next page, "before" it for the previous one. The
 * database then starts reading at that row's place in an index, whatever the page's depth, and a
 * row added or removed meanwhile moves no other row from one page to the next.
 *
 * The cursor is opaque in the address (base64url), but not trusted: anything that is not exactly
 * what `encodeCursor` writes decodes to undefined, and the page answers 400. It is not signed, as
 * it only says where to start reading a list the reader may read whole anyway.
 */
import { parseUuid } from "./ids";

export type CursorDirection = "after" | "before";

export interface PageCursor {
  direction: CursorDirection;
  /**
   * The row's sort instant as the database holds it, to the microsecond ("2026-03-01T14:05:09.123456Z"):
   * a JavaScript Date keeps milliseconds only, and a cursor rounded to them would skip or repeat
   * rows received within the same millisecond.
   */
  at: string;
  id: string;
}

/** The address's parameter that carries the cursor, on every list. */
export const CURSOR_PARAM = "cursor";

/** What a page of a list says of its size once counting the rest would mean reading it all. */
export const COUNT_CAP = 1_000;

/**
 * A count as the lists show it: exact up to COUNT_CAP, "1,000+" beyond (the database stops
 * counting there: ADR 043).
 */
export function countLabel(count: number): string {
  return count > COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-CA")}+` : count.toLocaleString("en-CA");
}

/** Whether a capped count is the whole count. */
export function isExactCount(count: number): boolean {
  return count <= COUNT_CAP;
}

const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.(\d{6})Z$/;
/** The stored rows are the site's, which did not exist before 2000 nor will be kept past 2099. */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2099;
/** A cursor is about 90 characters; anything much longer is not one, and is not decoded. */
const MAX_LENGTH = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  // A real instant: Date rolls 02-30 over to 03-02, so the milliseconds must read back the same.
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}

export function encodeCursor(cursor: PageCursor): string {
  if (!isInstant(cursor.at) || parseUuid(cursor.id) !== cursor.id) {
    throw new Error(`Not a cursor's position: ${cursor.at} ${cursor.id}`);
  }
  // Only ASCII goes in, so btoa (Latin-1) takes it as it is.
  return btoa(`${cursor.direction}~${cursor.at}~${cursor.id}`)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The cursor in `text`, or undefined for anything `encodeCursor` would not have written. */
export function decodeCursor(text: string): PageCursor | undefined {
  if (text.length > MAX_LENGTH || !BASE64URL.test(text)) return undefined;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return undefined;
  }
  const [direction, at, id, ...rest] = decoded.split("~");
  if (rest.length > 0 || (direction !== "after" && direction !== "before")) return undefined;
  if (at === undefined || !isInstant(at) || id === undefined || parseUuid(id) !== id) return undefined;
  return { direction, at, id };
}

export const CURSOR_MESSAGE =
  "This link to a page of the list is damaged or out of date: start again from the first page.";

/**
 * The cursor a query string carries: none (the first page), one, or a problem to answer with 400
 * (damaged, or given twice, which no link of the console does).
 */
export function cursorParam(
  params: URLSearchParams,
): { ok: true; cursor: PageCursor | undefined } | { ok: false; problem: string } {
  const given = params.getAll(CURSOR_PARAM);
  if (given.length === 0 || (given.length === 1 && given[0] === "")) return { ok: true, cursor: undefined };
  const cursor = given.length === 1 ? decodeCursor(given[0]!) : undefined;
  return cursor ? { ok: true, cursor } : { ok: false, problem: CURSOR_MESSAGE };
}

/** A page of a list read from a cursor: its rows, and the cursors of the pages beside it. */
export interface KeysetPage<Row> {
  rows: Row[];
  /** Absent on the first page. */
  previous: PageCursor | undefined;
  /** Absent on the last page. */
  next: PageCursor | undefined;
}

/**
 * A console form's fields, checked: text PostgreSQL cannot store (NUL, lone surrogates) and the
 * form's zod schema, each problem a message under its field's name, for a 400 the page shows.
 */
import { data } from "react-router";
import * as z from "zod/mini";
import { parseUuid } from "~/domain/ids";
import { fieldErrors } from "~/domain/validation";
import { unstorableTextFields } from "../storable-text.server";

export type FormResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> };

export async function readForm<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<FormResult<z.infer<Schema>> & { intent: string }> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const intent = fields.intent ?? "";
  const unstorable = unstorableTextFields(fields);
  if (Object.keys(unstorable).length > 0) return { ok: false, fieldErrors: unstorable, intent };
  const parsed = z.safeParse(schema, fields);
  return parsed.success
    ? { ok: true, data: parsed.data, intent }
    : { ok: false, fieldErrors: fieldErrors(parsed.error), intent };
}

/**
 * The id of a URL's `:id`, as the database spells it (ids.ts); anything that is not an id at all is
 * a page that does not exist, a 404 saying `notFound`, before any query.
 */
export function idParam(param: string | undefined, notFound: string): string {
  const id = parseUuid(param);
  if (id === undefined) throw data(notFound, { status: 404 });
  return id;
}

/** What a console action answers: problems per field (or `form`), or what it did. */
export interface FormAnswer {
  fieldErrors: Record<string, string>;
  /** A problem that is no field's (a failed sign-in). */
  message?: string;
  /** What the action did, for the page's notice. */
  done?: string;
}

/** Bad input or a refused change: nothing was stored, and the page says why (400 unless told). */
export function refused<Answer extends FormAnswer = FormAnswer>(
  fieldErrors: Record<string, string>,
  options: { status?: number; message?: string } = {},
) {
  return data<Answer>({ fieldErrors, message: options.message } as Answer, { status: options.status ?? 400 });
}

export function succeeded<Answer extends FormAnswer = FormAnswer>(
  done: string,
  extra: Omit<Answer, keyof FormAnswer> = {} as Omit<Answer, keyof FormAnswer>,
): Answer {
  return { fieldErrors: {}, done, ...extra } as Answer;
}

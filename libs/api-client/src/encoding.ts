/** Form bodies and query strings: objects and arrays JSON-encoded, everything else String()-ed. */

/** A value of a form field or query parameter; `undefined` leaves the field out. */
export type FieldValue = string | number | boolean | null | undefined | object;
export type FormBody = Readonly<Record<string, FieldValue>>;
export type QueryParams = Readonly<Record<string, FieldValue>>;

function encodeValue(value: Exclude<FieldValue, undefined>): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function toParams(fields: Readonly<Record<string, FieldValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) params.append(name, encodeValue(value));
  }
  return params;
}

/** An `application/x-www-form-urlencoded` body. */
export function encodeForm(body: FormBody): string {
  return toParams(body).toString();
}

/** `path` with `query` appended (after `?`, or `&` when the path already has a query). */
export function withQuery(path: string, query: QueryParams | undefined): string {
  const encoded = query ? toParams(query).toString() : '';
  if (encoded === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${encoded}`;
}

/** A value a query string can carry; arrays are comma-joined, `undefined` and `null` are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Builds `?a=1&b=x,y` from a record (empty string when nothing is set), in the record's key order. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

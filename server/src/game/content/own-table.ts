/**
 * Content tables keyed by an id that comes from a request. Without a prototype, `table[id]` and
 * `id in table` find only the table's own entries, never a built-in such as `constructor`,
 * `toString` or `__proto__`.
 */
export function ownTable<Entry>(entries: Record<string, Entry>): Record<string, Entry> {
  return Object.assign(Object.create(null) as Record<string, Entry>, entries);
}

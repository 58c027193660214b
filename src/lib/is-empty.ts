/**
 * The emptiness test of docs/product-rules.md#emptiness: the backend writes missing strings as "" and, in places,
 * the words 'null' or 'undefined'. Numbers and booleans are never empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

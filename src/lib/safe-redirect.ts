/** A `redirect` after sign-in goes only to a same-origin path (docs/security.md#client-rules). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/login') || value === '/lock') return undefined;
  return value;
}

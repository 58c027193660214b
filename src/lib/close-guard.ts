// Tabs that ask before they close (docs/product-rules.md#tabs): a page with unsaved input (录入凭证) registers a guard
// under its tab's full path; the tab bar asks the user before closing such a tab. A guard answers false once the page
// is saved or gone, so a stale entry never asks.
const guards = new Map<string, () => boolean>();

/** Registers (or replaces) the guard of a tab: `unsaved` answers whether closing it would lose input. */
export function setCloseGuard(tab: string, unsaved: () => boolean): void {
  guards.set(tab, unsaved);
}

/** Forgets the guards of tabs that closed. */
export function dropCloseGuards(tabs: readonly string[]): void {
  for (const tab of tabs) guards.delete(tab);
}

/** The tabs among these that would lose unsaved input. */
export function unsavedTabs(tabs: readonly string[]): string[] {
  return tabs.filter((tab) => guards.get(tab)?.() ?? false);
}

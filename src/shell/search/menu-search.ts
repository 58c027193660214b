// Menu search: leaf items by name prefix, case-insensitive, and by pinyin — full syllables or initials
// (`yhgl` → 用户管理). The index is built once per menu list; a keystroke is a scan of prepared strings.

export interface SearchItem {
  name: string;
  path: string;
  /** Breadcrumb of parent names, for display. */
  trail: string[];
}

export interface IndexedItem extends SearchItem {
  lower: string;
  full: string;
  initials: string;
}

/** Syllables of a text; non-Chinese runs come back as they are (pinyin-pro's array form). */
export type ToSyllables = (text: string) => string[];

export function buildIndex(items: readonly SearchItem[], toSyllables?: ToSyllables): IndexedItem[] {
  return items.map((item) => {
    const syllables = toSyllables ? toSyllables(item.name).map((part) => part.toLowerCase()) : [];
    return {
      ...item,
      lower: item.name.toLowerCase(),
      full: syllables.join(''),
      initials: syllables.map((part) => part.charAt(0)).join(''),
    };
  });
}

export function searchMenu(index: readonly IndexedItem[], text: string, limit = 50): IndexedItem[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const compact = query.replace(/ /g, '');
  if (!query) return [];
  const hits: IndexedItem[] = [];
  for (const item of index) {
    if (item.lower.startsWith(query) || (item.full && item.full.startsWith(compact)) || (item.initials && item.initials.startsWith(compact))) {
      hits.push(item);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/lib/i18n';
import { entryCatalogues } from '../../src/locales/en-US/entry';
import { shellEnglish } from '../../src/locales/en-US/shell-pack';
import { shellChinese } from '../../src/shell/shell-i18n';

type Catalogues = Record<string, Record<string, unknown>>;

// Every catalogue the code registers, read from the files rather than listed by hand: each `*Resources` that an
// i18n module exports (the shell's, the walls', each domain's and shared part's), and the entry's — its Chinese in
// the first chunk (src/lib/i18n.ts), its English loaded when chosen (src/locales/en-US/entry.ts), and the shell's,
// whose English is a language pack too.
const modules = import.meta.glob<Record<string, unknown>>(['../../src/**/*i18n.ts', '../../screens/**/*i18n.ts'], { eager: true });
const registered: [string, Catalogues][] = [
  ['the entry (src/lib/i18n.ts)', { ...resources, 'en-US': entryCatalogues }],
  // the shell's English is a language pack, loaded when chosen (src/locales/en-US/shell-pack.ts)
  ['the shell (src/shell/shell-i18n.ts)', { 'zh-CN': shellChinese, 'en-US': shellEnglish }],
  ...Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => name.endsWith('Resources') && value && typeof value === 'object' && 'zh-CN' in value)
      .map(([name, value]): [string, Catalogues] => [`${name} (${file.replace('../../', '')})`, value as Catalogues]),
  ),
];
/** Every locale file: each must reach the console through one of the catalogues above. */
const localeFiles = import.meta.glob<{ default: unknown }>(['../../src/locales/*/*.json', '../../screens/locales/*.json'], { eager: true });

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key)) : [prefix];

describe('catalogues', () => {
  it('are found in the files, and every locale file is registered by one of them', () => {
    expect(registered.length).toBeGreaterThan(20);
    const reached = new Set(registered.flatMap(([, catalogues]) => Object.values(catalogues).flatMap((bundle) => Object.values(bundle))));
    const unregistered = Object.entries(localeFiles)
      .filter(([, json]) => !reached.has(json.default))
      .map(([file]) => file);
    expect(unregistered).toEqual([]);
  });

  it.each(registered)('%s: English has exactly the keys of Chinese, none empty', (_name, catalogues) => {
    const zh = catalogues['zh-CN']!;
    const en = catalogues['en-US']!;
    expect(en, 'no English catalogue').toBeDefined();
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const ns of Object.keys(zh)) {
      expect(keys(en[ns]).sort(), ns).toEqual(keys(zh[ns]).sort());
      for (const key of keys(en[ns])) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en[ns]);
        expect(typeof text === 'string' && text.trim() !== '', `${ns}:${key}`).toBe(true);
      }
    }
  });
});

// Every key the code asks for by a literal — t('key') under its file's useTranslation('ns') or
// t('ns:key') — is in the Chinese catalogues, so no screen shows a raw key. Keys built at run time
// (templates, variables) are checked where their parts are listed, not here.
describe('keys used in code', () => {
  const all: Record<string, unknown> = {};
  for (const [, catalogues] of registered) Object.assign(all, catalogues['zh-CN']);
  const has = (ns: string, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), all[ns]) !==
    undefined;

  it('are all in the catalogues', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = [...walk(path.join(root, 'src')), ...walk(path.join(root, 'screens'))].filter((file) => /\.tsx?$/.test(file));
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // the walls' definitions get a `t` of their own namespace from the chart context
      const fallback = path.relative(root, file).startsWith('screens') ? 'screens' : 'common';
      // a component names its namespace in useTranslation('…'); a helper handed `t` names it in its type
      const namespace = /(?:useTranslation\(\s*|TFunction<)'([\w-]+)'/.exec(text)?.[1] ?? fallback;
      // t('…') and i18n.t('…') with a plain string first argument
      for (const match of text.matchAll(/\bt\(\s*'([^'`${}]+)'/g)) {
        const literal = match[1]!;
        const [ns, key] = literal.includes(':') ? (literal.split(':', 2) as [string, string]) : [namespace, literal];
        checked += 1;
        if (!has(ns, key)) missing.push(`${path.relative(root, file)}: ${ns}:${key}`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});

function* walk(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

import { describe, expect, it } from 'vitest';
import { resources } from '../../src/lib/i18n';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('catalogues', () => {
  it('English has exactly the keys of Chinese, none empty', () => {
    const zh = resources['zh-CN'];
    const en = resources['en-US'];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const ns of Object.keys(zh) as (keyof typeof zh)[]) {
      expect(keys(en[ns]).sort(), ns).toEqual(keys(zh[ns]).sort());
      for (const key of keys(en[ns])) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en[ns]);
        expect(typeof text === 'string' && text.trim() !== '', `${ns}:${key}`).toBe(true);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { resources } from '../../src/lib/i18n';
import { entryCatalogues } from '../../src/locales/en-US/entry';
import { shellResources } from '../../src/shell/shell-i18n';
import { screensResources } from '../../screens/i18n';
import { canteenCostResources } from '../../src/domains/canteen-cost/i18n';
import { crudResources } from '../../src/components/crud/i18n';
import { pickerResources } from '../../src/components/pickers/i18n';
import { bindingResources } from '../../src/domains/binding/i18n';
import { deptResources } from '../../src/domains/dept/i18n';
import { dictResources } from '../../src/domains/dict/i18n';
import { letterResources } from '../../src/domains/letter/i18n';
import { menuAdminResources } from '../../src/domains/menu/i18n';
import { profileResources } from '../../src/domains/profile/i18n';
import { supplierResources } from '../../src/domains/supplier/i18n';
import { userResources } from '../../src/domains/user/i18n';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('catalogues', () => {
  it.each([
    ['the entry', { ...resources, 'en-US': entryCatalogues }],
    ['the shell', shellResources],
    ['the statistics screens', screensResources],
    ['the cost entry', canteenCostResources],
    ['the CRUD pattern', crudResources],
    ['the pickers', pickerResources],
    ['users', userResources],
    ['departments', deptResources],
    ['dictionaries', dictResources],
    ['menus', menuAdminResources],
    ['personal info', profileResources],
    ['supplier binding', bindingResources],
    ['函询 letters', letterResources],
    ['the supplier’s company', supplierResources],
  ] as const)('%s: English has exactly the keys of Chinese, none empty', (_name, catalogues) => {
    const zh = catalogues['zh-CN'] as Record<string, unknown>;
    const en = catalogues['en-US'] as Record<string, unknown>;
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

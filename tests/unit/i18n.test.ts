import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/lib/i18n';
import { entryCatalogues } from '../../src/locales/en-US/entry';
import { shellResources } from '../../src/shell/shell-i18n';
import { screensResources } from '../../screens/i18n';
import { canteenCostResources } from '../../src/domains/canteen-cost/i18n';
import { crudResources } from '../../src/components/crud/i18n';
import { pickerResources } from '../../src/components/pickers/i18n';
import { bindingResources } from '../../src/domains/binding/i18n';
import { biddingGroupResources } from '../../src/domains/bidding-group/i18n';
import { biddingResources } from '../../src/domains/bidding/i18n';
import { biddingSupplierResources } from '../../src/domains/bidding/pages/supplier/i18n';
import { biddingTenderResources } from '../../src/domains/bidding/pages/tender/i18n';
import { biddingReviewResources } from '../../src/domains/bidding/pages/review/i18n';
import { deptResources } from '../../src/domains/dept/i18n';
import { dictResources } from '../../src/domains/dict/i18n';
import { letterResources } from '../../src/domains/letter/i18n';
import { menuAdminResources } from '../../src/domains/menu/i18n';
import { profileResources } from '../../src/domains/profile/i18n';
import { supplierResources } from '../../src/domains/supplier/i18n';
import { userResources } from '../../src/domains/user/i18n';
import { workPersonnelResources } from '../../src/domains/work-personnel/i18n';
import { attendanceResources } from '../../src/domains/attendance/i18n';
import { systemPersonnelResources } from '../../src/domains/system-personnel/i18n';
import { mealCategoryResources } from '../../src/domains/system-personnel/meal-i18n';
import { taskProgressResources } from '../../src/components/task-progress/i18n';
import { devicesResources } from '../../src/domains/devices/i18n';
import { consumeResources } from '../../src/domains/consume/i18n';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key)) : [prefix];

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
    ['评标小组', biddingGroupResources],
    ['bidding', biddingResources],
    ['the supplier’s bidding screens', biddingSupplierResources],
    ['招标项目 (tenderer)', biddingTenderResources],
    ['the bidding domain', biddingResources],
    ['招标审核, 评标, 供货目录, 招标监管', biddingReviewResources],
    ['从业人员', workPersonnelResources],
    ['考勤', attendanceResources],
    ['系统人员', systemPersonnelResources],
    ['餐别设置', mealCategoryResources],
    ['the task progress', taskProgressResources],
    ['人脸设备, 设备人员, 窗口管理', devicesResources],
    ['消费', consumeResources],
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

// Every key the code asks for by a literal — t('key') under its file's useTranslation('ns') or
// t('ns:key') — is in the Chinese catalogues, so no screen shows a raw key. Keys built at run time
// (templates, variables) are checked where their parts are listed, not here.
describe('keys used in code', () => {
  const all: Record<string, unknown> = {};
  for (const catalogues of [
    resources,
    shellResources,
    screensResources,
    canteenCostResources,
    crudResources,
    pickerResources,
    userResources,
    deptResources,
    dictResources,
    letterResources,
    menuAdminResources,
    profileResources,
    supplierResources,
    bindingResources,
    biddingGroupResources,
    biddingResources,
    biddingSupplierResources,
    biddingTenderResources,
    biddingReviewResources,
    workPersonnelResources,
    attendanceResources,
    systemPersonnelResources,
    mealCategoryResources,
    taskProgressResources,
    devicesResources,
    consumeResources,
  ]) {
    Object.assign(all, catalogues['zh-CN']);
  }
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

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Our own Chinese texts use full-width punctuation (！？，：；（）); texts quoted from the product specification
// keep its punctuation exactly (docs/product-rules.md#messages). The quotations are the only exceptions.
const SPEC_QUOTATIONS = ['发送成功!', '清空成功!'];

const ROOT = path.resolve(__dirname, '../..');
const CJK = '\\p{Script=Han}';
const ASCII = '[!?,:;()]';
const MIXED = new RegExp(`${CJK}${ASCII}|${ASCII}${CJK}`, 'u');

/** A Chinese text, not an English one naming Chinese terms (the server's OpenAPI descriptions do). */
const chinese = (text: string): boolean => (text.match(/\p{Script=Han}/gu)?.length ?? 0) > (text.match(/[A-Za-z]/g)?.length ?? 0);

/** A text's ASCII punctuation next to a Chinese character, once the spec's quotations are taken out. */
const offending = (text: string): boolean => MIXED.test(SPEC_QUOTATIONS.reduce((rest, quote) => rest.split(quote).join(''), text));

const walk = (dir: string, ext: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full, ext);
    return full.endsWith(ext) ? [full] : [];
  });

const jsonStrings = (value: unknown, at: string): [string, string][] =>
  typeof value === 'string'
    ? [[at, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => jsonStrings(child, `${at}.${key}`))
      : [];

/** Every string literal and template text of a TypeScript file, with its line. */
const literals = (file: string): [string, string][] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    const at = () => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push([at(), node.text]);
    // a template is judged whole (its interpolations as a blank), so an English one is not cut into Chinese pieces
    if (ts.isTemplateExpression(node)) {
      found.push([at(), [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')]);
      return node.templateSpans.forEach((span) => visit(span.expression));
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
};

describe('Chinese texts use full-width punctuation', () => {
  it('finds the mixed punctuation it is meant to find, and lets the quotations pass', () => {
    expect(offending('操作成功!')).toBe(true);
    expect(offending('确定将选择数据删除?')).toBe(true);
    expect(offending('名称(必填)')).toBe(true);
    expect(offending('操作成功！')).toBe(false);
    expect(offending('发送成功!')).toBe(false);
    expect(offending('Saved!')).toBe(false);
    expect(offending('共 {{count}} 条')).toBe(false);
    expect(chinese('Opens the quotes (开标) at the opening time')).toBe(false);
    expect(chinese('该记录已被他人修改(version)')).toBe(true);
  });

  it('in the Chinese catalogues (src/locales/zh-CN and the walls’ screens/locales/zh-CN.json)', () => {
    const files = [...walk(path.join(ROOT, 'src/locales/zh-CN'), '.json'), path.join(ROOT, 'screens/locales/zh-CN.json')];
    const found = files.flatMap((file) => jsonStrings(JSON.parse(readFileSync(file, 'utf8')), path.relative(ROOT, file)).filter(([, text]) => offending(text)));
    expect(found).toEqual([]);
  });

  it('in the server’s Chinese strings (server/**/*.ts)', () => {
    const found = walk(path.join(ROOT, 'server'), '.ts').flatMap((file) => literals(file).filter(([, text]) => chinese(text) && offending(text)));
    expect(found).toEqual([]);
  });
});

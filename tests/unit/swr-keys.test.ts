// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { keyFamily } from '../../src/lib/swr-keys';

// SWR keys are made by the key families of each domain's queries.ts (src/lib/swr-keys.ts), never spelt inline: a key
// spelt in two files drifts apart, and a write then refreshes one of them only. A call of useSWR, useSWRInfinite,
// useSWRImmutable, preload or mutate whose key holds an array or a string literal of its own is refused; the
// arguments of a call (`reviewKeys.of('detail', id)`) and an object (the data a bound mutate is given) are not keys.
const ROOT = path.resolve(__dirname, '../..');
const CALLEES = new Set(['useSWR', 'useSWRInfinite', 'useSWRImmutable', 'preload', 'mutate']);

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** The literal spelling a key by hand inside `node`, if any. */
function inlineLiteral(node: ts.Node): ts.Node | undefined {
  if (ts.isArrayLiteralExpression(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return node;
  if (ts.isObjectLiteralExpression(node)) return undefined;
  if (ts.isCallExpression(node)) return inlineLiteral(node.expression);
  return ts.forEachChild(node, inlineLiteral);
}

/** Each call whose key is spelt inline, as `file:line: text`. */
function inlineKeys(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && CALLEES.has(calleeName(node) ?? '') && node.arguments[0] && inlineLiteral(node.arguments[0])) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source).split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(full) ? [full] : [];
  });

describe('SWR keys come from key families', () => {
  it('finds the keys it looks for', () => {
    const spelt = [
      "useSWR(['bidding-detail', id], () => fetchBidding(id));",
      "useSWR(id ? ['bidding-detail', id] : null, () => fetchBidding(id));",
      "useSWR('bidding-is-approver', fetchIsApprover);",
      'useSWR(`task-${id}`, fetchTask);',
      "void mutate((key) => Array.isArray(key) && key[0] === 'bidding-tender');",
      "const { mutate } = useSWRConfig(); void mutate(['workbench', 'todo']);",
      "useSWRInfinite((index) => ['page', index], fetchPage);",
    ];
    for (const code of spelt) expect(inlineKeys('a.ts', code), code).toHaveLength(1);
    const named = [
      "useSWR(id ? reviewKeys.of('detail', id) : null, () => fetchBidding(id));",
      'useSWR(workbenchKeys.todo, fetchTodo);',
      'void mutate(tenderKeys.ofTender(id));',
      "void mutate(pickerKeysOf('personnel'));",
      "await mutate(previous ? { ...previous, layout: next } : { version: 0, updateTime: '' }, { revalidate: false });",
      "list.mutate(); t('crud:saved');",
    ];
    for (const code of named) expect(inlineKeys('a.ts', code), code).toEqual([]);
  });

  it('a family makes its keys and finds them again', () => {
    const family = keyFamily<[part: string, id: string]>('example');
    expect(family.key('detail', '1')).toEqual(['example', 'detail', '1']);
    expect(family.matches(family.key('detail', '1'))).toBe(true);
    expect(family.matches(['other', 'detail', '1'])).toBe(false);
    expect(family.matches('example')).toBe(false);
  });

  it('in the console and the walls (src, screens)', () => {
    const found = ['src', 'screens'].flatMap((folder) =>
      walk(path.join(ROOT, folder)).flatMap((file) => inlineKeys(path.relative(ROOT, file), readFileSync(file, 'utf8'))),
    );
    expect(found).toEqual([]);
  });
});

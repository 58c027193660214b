// @vitest-environment node
// A role is named through ROLE and the rules of server/platform/access/policy.ts, never as a bare string: a scan of
// the server's source refuses a role alias string literal that is compared (`role === 'school'`, a `case`, an
// `includes('school')`) or listed (`['administrator', 'education']`) anywhere but in policy.ts and the seed's role
// definition (server/seed/org.ts). A subject kind (`claims.kind === 'supplier'`) and an OpenAPI tag are not roles.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/roles';

const root = path.resolve(import.meta.dirname, '../..');
const ALIASES: ReadonlySet<string> = new Set(Object.values(ROLE));

/** Where role literals belong: the table of rules and the seed's role table and demo users. */
const EXEMPT = new Set(['server/platform/access/policy.ts', 'server/seed/org.ts']);

/** Names under which a list holds something other than roles that happens to share an alias. */
const NOT_ROLES = new Set([
  // OpenAPI tags
  'tags',
  // the seed's attendance groups name their supervisors by account
  'supervisors',
]);

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A subject's or caller's kind (`claims.kind`, `'user' | 'supplier'`) or a sign-in's user type header, not a role. */
const isKind = (node: ts.Expression) => /\bkind\b|\bknd\b|user-type/i.test(node.getText());

/** The name a list is given: `tags = [...]`, `{ tags: [...] }`, the parameter `tags` of a call is not known. */
function nameOf(list: ts.ArrayLiteralExpression): string | undefined {
  const parent = list.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

function why(literal: ts.StringLiteralLike): string | undefined {
  const parent = literal.parent;
  if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) {
    const other = parent.left === literal ? parent.right : parent.left;
    return isKind(other) ? undefined : 'compared';
  }
  if (ts.isCaseClause(parent)) return 'compared';
  if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression) && ['includes', 'indexOf'].includes(parent.expression.name.text))
    return 'compared';
  if (ts.isArrayLiteralExpression(parent)) {
    const name = nameOf(parent);
    if (name && NOT_ROLES.has(name)) return undefined;
    // an OpenAPI tag list passed to a route helper: `retrieve(url, ['supplier'], 'supplier')`
    if (
      ts.isCallExpression(parent.parent) &&
      parent.elements.length === 1 &&
      parent.parent.arguments.some((arg) => ts.isStringLiteral(arg) && arg.text.startsWith('/api/'))
    )
      return undefined;
    return 'listed';
  }
  return undefined;
}

/** A role column compared in SQL with quoted text: what follows the operator (one literal, or an IN list). */
const SQL_ROLE_TEST = /role_alias\s*(?:=|<>|!=|\bIN\b)\s*(\([^)]*\)|'[^']*')/gi;

/** Every `file:line: 'alias' (compared|listed|compared in SQL)` in the source text. */
function roleLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // SQL text comparing the role column with a quoted alias: `r.role_alias = 'expert'`, `role_alias IN ('a', 'b')`
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      for (const [, list] of node.text.matchAll(SQL_ROLE_TEST))
        for (const [, alias] of list!.matchAll(/'([^']*)'/g))
          if (ALIASES.has(alias!)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: '${alias}' compared in SQL`);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ALIASES.has(node.text)) {
      const reason = why(node);
      if (reason) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: '${node.text}' ${reason}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function serverFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return serverFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

describe('role literals on the server', () => {
  it('names no role by a bare string outside the policy and the seed’s role table', () => {
    const files = serverFiles('server').filter((file) => !EXEMPT.has(file));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => roleLiterals(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it.each([
    ['a comparison', "if (actor.role === 'expert') go();", "'expert' compared"],
    ['a comparison the other way round', "if ('administrator' !== role) go();", "'administrator' compared"],
    ['a case of a switch', "switch (role) { case 'school': go(); }", "'school' compared"],
    ['a membership test', "if (['a'].includes('canteen')) go();", "'canteen' compared"],
    ['a list', "const SIDE = [ADMIN, 'school', 'canteen'];", "'school' listed"],
    ['a list of a to-do item', "const item = { roles: ['expert'] };", "'expert' listed"],
    ['a comparison in SQL', "const q = sql`SELECT 1 FROM role r WHERE r.role_alias = 'approvebid' AND r.id = ${id}`;", "'approvebid' compared in SQL"],
    ['a list in SQL', "const q = 'SELECT 1 FROM role WHERE role_alias IN (\\'school\\', \\'canteen\\')';", "'school' compared in SQL"],
  ])('refuses %s', (_, code, reason) => {
    expect(roleLiterals('server/bad.ts', code).join('\n')).toContain(reason);
  });

  it.each([
    ['a subject kind', "if (claims.kind === 'supplier') go();"],
    ['an OpenAPI tag list', "const tags = ['supplier'];"],
    ['a role named through ROLE', 'if (actor.role === ROLE.expert) go();'],
    ['a role as a parameter of SQL', 'const q = sql`SELECT 1 FROM role r WHERE r.role_alias = ${ROLE.expert}`;'],
    ['a user type in a record', "const kinds = { school: { userType: 'school' } };"],
  ])('lets %s pass', (_, code) => {
    expect(roleLiterals('server/fine.ts', code)).toEqual([]);
  });
});

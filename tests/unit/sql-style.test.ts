// One SQL style on the server (server/platform/db/sql.ts): values go into a query through the `sql` template, which
// numbers the placeholders. Read from the syntax tree of every file of server/: no placeholder is computed by hand
// (`$${n}`, '$' + n), no query is called with text and a separate list of values (`db.query('… $1', [x])`), no text
// outside the template holds a numbered placeholder of SQL, no `$1` is written inside an sql`` template (it would be
// taken for text), the organisation's categories are named (contract/org.ts DEPT_CATEGORY), and the deployment's
// time zone is spelled only in platform/db (zoned.ts, and the connection that sets it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => path.join('server', file).split(path.sep).join('/'));
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The template's own numbering: the one place a placeholder is computed. */
const TEMPLATE = 'server/platform/db/sql.ts';

const PLACEHOLDER = /\$\d/;
/** Text that reads as SQL: a keyword of a statement or clause, or a cast. */
const SQL_TEXT = /\b(SELECT|INSERT|UPDATE|DELETE|VALUES|WHERE|FROM|SET|AND|OR|LIMIT|OFFSET|ANY)\b|::[a-z]/i;

/** What a source does against the rule, each as 'line: what'. */
function offences(source: string, file = 'file.ts'): string[] {
  const found: string[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node, what: string) => found.push(`${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}: ${what}`);
  const isSqlTemplate = (node: ts.Node) => ts.isTaggedTemplateExpression(node) && node.tag.getText(tree) === 'sql';
  const visit = (node: ts.Node, inSql: boolean): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query' && node.arguments.length > 1)
      at(node, 'a query called with its values apart (write it with the sql template)');
    // `$${n}`: a template piece ending in '$' before an expression; '$' + n; '…$'.concat(n)
    const endsInDollar = (candidate: ts.Node | undefined) =>
      !!candidate && (ts.isStringLiteral(candidate) || ts.isNoSubstitutionTemplateLiteral(candidate)) && candidate.text.endsWith('$');
    if (
      file !== TEMPLATE &&
      (((ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) && node.text.endsWith('$')) ||
        (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && endsInDollar(node.left)) ||
        (ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'concat' &&
          endsInDollar(node.arguments[0])))
    )
      at(node, 'a placeholder computed by hand');
    const piece =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
        ? node.text
        : undefined;
    if (piece !== undefined && PLACEHOLDER.test(piece)) {
      if (inSql) at(node, 'a numbered placeholder inside an sql`` template');
      else if (SQL_TEXT.test(piece)) at(node, 'a numbered placeholder in SQL text');
    }
    // within an sql`` template: its pieces, not the expressions between them
    const within = (child: ts.Node) =>
      isSqlTemplate(node)
        ? child === (node as ts.TaggedTemplateExpression).template
        : ts.isTemplateExpression(node)
          ? inSql
          : ts.isTemplateSpan(node) && inSql && child === node.literal;
    ts.forEachChild(node, (child) => visit(child, within(child)));
  };
  visit(tree, false);
  return found;
}

const DEPT_CATEGORY_LITERAL = /dept_category\s*(=|<>|!=|<=|>=|<|>)\s*\d|deptCategory\s*[!=]==?\s*\d/;

describe('the SQL style of the server', () => {
  it('reads every server file', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('writes every query with the sql template: no values apart, no placeholder by hand', () => {
    const found = Object.fromEntries(files.map((file) => [file, offences(text(file), file)] as const).filter(([, list]) => list.length));
    expect(found).toEqual({});
  });

  it('catches the hand-written forms it forbids, and lets the template through', () => {
    expect(offences("await db.query('SELECT name FROM dept WHERE id = $1', [id]);")).toEqual([
      '1: a query called with its values apart (write it with the sql template)',
      '1: a numbered placeholder in SQL text',
    ]);
    expect(offences('const where = `d.id = $1 AND d.tenant_id = $2`;\nawait db.query(`SELECT 1 FROM dept d WHERE ${where}`);')).toEqual([
      '1: a numbered placeholder in SQL text',
    ]);
    expect(offences('await db.query(`${RECORD} LIMIT $${n + 1} OFFSET $${n + 2}`, [...args, size, offset]);')).toEqual([
      '1: a query called with its values apart (write it with the sql template)',
      '1: a placeholder computed by hand',
      '1: a placeholder computed by hand',
    ]);
    expect(offences("const list = ids.map((_, i) => '$' + (i + 1));")).toEqual(['1: a placeholder computed by hand']);
    expect(offences('await db.query(sql`SELECT 1 FROM dept WHERE id = $1 AND tenant_id = ${tenantId}`);')).toEqual([
      '1: a numbered placeholder inside an sql`` template',
    ]);
    expect(offences('await db.query(sql`SELECT 1 FROM dept WHERE id = ${id} AND tenant_id = $2`, []);')).toEqual([
      '1: a query called with its values apart (write it with the sql template)',
      '1: a numbered placeholder inside an sql`` template',
    ]);
    expect(offences('await db.query(sql`SELECT 1 FROM dept WHERE id = ${id} AND ${sql`tenant_id = ${tenantId}`}`);')).toEqual([]);
    // a replacement pattern is no SQL
    expect(offences("const redacted = url.replace(SECRET, '$1***');")).toEqual([]);
  });

  it('names the organisation’s categories (DEPT_CATEGORY), never their numbers', () => {
    const literal = files.filter((file) => DEPT_CATEGORY_LITERAL.test(text(file)));
    expect(literal).toEqual([]);
  });

  it('spells the time-zone setting only in platform/db, and no zone or offset of its own', () => {
    const spelled = files.filter((file) => text(file).includes('shian.time_zone') && !file.startsWith('server/platform/db/'));
    expect(spelled).toEqual([]);
    const zoneInSql = files.filter((file) => /AT TIME ZONE\s+'|\+\s*8\s*\*\s*3_?600_?000/.test(text(file)));
    expect(zoneInSql).toEqual([]);
  });
});

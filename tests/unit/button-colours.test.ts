import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One primary colour per screen (docs/product-rules.md#users-and-brands): buttons take the theme's primary —
// the login type's brand until the user picks a colour — never a colour of their own.
const ROOT = path.resolve(__dirname, '../..');
const COLOUR_WORD = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|\b(blue|green|red|orange|purple|cyan|success|arcoblue)\b/i;
const COLOUR_PROPERTY = /\b(color|background|backgroundColor|background-color|borderColor|border-color)\b/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : full.endsWith('.tsx') ? [full] : [];
  });

/** What a source's buttons (`<Button>`, `<button>`) carry that colours them by hand. */
function handColouredButtons(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^(Button|button)$/.test(node.tagName.getText(source))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const attribute = (name: string) =>
        node.attributes.properties.find((property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText(source) === name);
      const value = (name: string) => attribute(name)?.initializer?.getText(source) ?? '';
      const where = `${path.relative(ROOT, file)}:${line}`;
      if (COLOUR_PROPERTY.test(value('style'))) found.push(`${where} style ${value('style')}`);
      if (COLOUR_WORD.test(value('className'))) found.push(`${where} className ${value('className')}`);
      if (attribute('color')) found.push(`${where} color ${value('color')}`);
      if (/primary/.test(value('type')) && /success|warning/.test(value('status'))) found.push(`${where} a primary button with status ${value('status')}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('buttons take the theme’s primary colour', () => {
  it('finds a button coloured by hand', () => {
    const sample = [
      `<Button type="primary" style={{ background: '#409EFF' }}>开标</Button>`,
      `<Button type="primary" className="btn-green">定标</Button>`,
      `<Button type="primary" status="success">确认定标</Button>`,
      `<button style={{ backgroundColor: 'rgb(24, 144, 255)' }} />`,
      `<Button type="primary" style={{ width: 120 }} className="tender-submit">提交</Button>`,
      `<Button type="text" status="danger">删除</Button>`,
    ].join('\n');
    expect(handColouredButtons(path.join(ROOT, 'sample.tsx'), sample).map((finding) => finding.split(' ')[0])).toEqual([
      'sample.tsx:1',
      'sample.tsx:2',
      'sample.tsx:3',
      'sample.tsx:4',
    ]);
  });

  // (the shell's colour picker draws its swatches in their colours on purpose)
  it.each(['src/domains', 'src/components'])('in %s', (dir) => {
    const found = walk(path.join(ROOT, dir)).flatMap((file) => handColouredButtons(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the brand palette outranks Arco’s own primary, whatever order the stylesheets load in', () => {
    // Arco sets --primary-N on plain `body`, and each lazily loaded component brings that rule again
    const css = readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8');
    const base = /(^|\n)([^\n{}]+)\{[^}]*--primary-6:/.exec(css)?.[2]?.trim();
    expect(base).toBe(':root body');
  });
});

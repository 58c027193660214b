import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The console never branches on a server message's Chinese text (an English user gets other words, and a reworded
// message would break the branch silently): a refusal it acts on carries a stable `reason` beside `msg`
// (`reasonOf` in src/lib/http, the names in contract/).
const ROOT = path.resolve(__dirname, '../..');
const COMPARED_TO_CHINESE = /(===|!==)\s*['"`][^'"`]*[\u4e00-\u9fff]|[\u4e00-\u9fff][^'"`]*['"`]\s*(===|!==)/;
/** A constant holding Chinese text, to find it compared by name (`const TAKEN = '…'; if (text === TAKEN)`). */
const CHINESE_CONSTANT = /\bconst\s+(\w+)\s*=\s*['"`][^'"`]*[\u4e00-\u9fff]/g;

/** The lines of a file that compare with Chinese text, spelt there or held in a constant. */
const branches = (text: string): number[] => {
  const names = [...text.matchAll(CHINESE_CONSTANT)].map((match) => match[1]!);
  const byName = names.map((name) => new RegExp(`(===|!==)\\s*${name}\\b|\\b${name}\\s*(===|!==)`));
  return text.split('\n').flatMap((line, index) => (COMPARED_TO_CHINESE.test(line) || byName.some((pattern) => pattern.test(line)) ? [index + 1] : []));
};

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(full) ? [full] : [];
  });

describe('no branch on message text', () => {
  it('finds the pattern it looks for', () => {
    expect(COMPARED_TO_CHINESE.test("if (text === '已过投标截止时间') setClosed(true);")).toBe(true);
    expect(COMPARED_TO_CHINESE.test("if ('已过投标截止时间' !== text) return;")).toBe(true);
    expect(COMPARED_TO_CHINESE.test('if (reasonOf(error) === BIDDING_REASONS.quoteClosed) setClosed(true);')).toBe(false);
    expect(branches("const TAKEN = '该招标已被其他人处理，请刷新';\nif (text === TAKEN) refresh();")).toEqual([2]);
    expect(branches("const TITLE = '招标';\nnotify.success(TITLE);")).toEqual([]);
  });

  it('in the console and the walls (src, screens)', () => {
    const found = ['src', 'screens'].flatMap((folder) =>
      walk(path.join(ROOT, folder)).flatMap((file) => branches(readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}:${line}`)),
    );
    expect(found).toEqual([]);
  });
});

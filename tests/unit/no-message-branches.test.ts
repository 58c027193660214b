import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The console never branches on a server message's Chinese text (an English user gets other words, and a reworded
// message would break the branch silently): a refusal it acts on carries a stable `reason` beside `msg`
// (`reasonOf` in src/lib/http, the names in contract/).
const ROOT = path.resolve(__dirname, '../..');
const COMPARED_TO_CHINESE = /(===|!==)\s*['"`][^'"`]*[\u4e00-\u9fff]|[\u4e00-\u9fff][^'"`]*['"`]\s*(===|!==)/;

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
  });

  it('in the console and the walls (src, screens)', () => {
    const found = ['src', 'screens'].flatMap((folder) =>
      walk(path.join(ROOT, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => [`${path.relative(ROOT, file)}:${index + 1}`, line] as const)
          .filter(([, line]) => COMPARED_TO_CHINESE.test(line)),
      ),
    );
    expect(found).toEqual([]);
  });
});

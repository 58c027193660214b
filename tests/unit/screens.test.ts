// The screen table (src/app/screens.ts, collected from each domain's screens.ts and the walls' screens/screens.ts)
// agrees with the seed's menus: a screen is on a menu path, shows exactly the buttons the seed grants on that path, and
// every button code the code checks belongs to a screen. Paths the menus name without a built screen show the
// under-construction page (the first test prints how many there are). And the table stays out of the first download:
// nothing the entry imports statically reaches it, so the sign-in page does not grow as screens are added.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { topMenus, type MenuSeed } from '../../server/seed/menus';
import { menuScreens, shellScreens } from '../../src/app/screens';

const seeded = new Map<string, string[]>();
const walk = (item: MenuSeed) => {
  if (item.path)
    seeded.set(
      item.path,
      (item.buttons ?? []).map((button) => button.code),
    );
  item.children?.forEach(walk);
};
topMenus.forEach((top) => top.menus.forEach(walk));

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('the screen table', () => {
  it('puts every built screen on a path of the seed’s menus, with exactly the buttons the seed gives that path', () => {
    const built = menuScreens.filter((screen) => screen.load && !screen.within);
    expect(built.length).toBeGreaterThan(10);
    for (const screen of built) {
      expect(seeded.has(screen.path), `${screen.path} is on no menu`).toBe(true);
      expect([...(screen.buttons ?? [])].sort(), screen.path).toEqual([...seeded.get(screen.path)!].sort());
    }
    console.info(`${built.length} menu paths open a screen; ${seeded.size - built.length} show the under-construction page`);
  });

  it('opens a screen reached from a menu screen only within one, with some of its buttons and a title of its own', () => {
    for (const screen of menuScreens.filter((item) => item.within)) {
      expect(seeded.has(screen.within!), `${screen.path} is within ${screen.within}, which is on no menu`).toBe(true);
      expect(seeded.has(screen.path), `${screen.path} is itself a menu path`).toBe(false);
      expect(screen.title, screen.path).toBeTruthy();
      expect(screen.ownRoute, screen.path).toBe(true);
      for (const code of screen.buttons ?? []) expect(seeded.get(screen.within!), screen.path).toContain(code);
    }
  });

  it('has no path twice', () => {
    const paths = menuScreens.map((screen) => screen.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('knows every button code the pages check', () => {
    const listed = new Set(menuScreens.flatMap((screen) => screen.buttons ?? []));
    const root = path.resolve(import.meta.dirname, '../..');
    const used = new Set<string>();
    for (const file of [...files(path.join(root, 'src')), ...files(path.join(root, 'screens'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:useCan\(|\bcan\(|<Can code=)['"]([a-z_]+)['"]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((code) => !listed.has(code))).toEqual([]);
  });

  it('gives every screen’s own title and its prefetch to the screens that have them', () => {
    expect(shellScreens.every((screen) => screen.title && screen.load)).toBe(true);
    // the screens whose first requests start with their code (src/lib/prefetch.ts): 用户管理 and the statistics screens at least
    const prefetching = menuScreens.filter((screen) => screen.prefetch).map((screen) => screen.path);
    expect(prefetching).toContain('/system/user');
    expect(prefetching.filter((path) => path.startsWith('/liancan/zhuanxiangtongji/')).length).toBe(6);
    // and the landing page, 待办提醒
    expect(shellScreens.filter((screen) => screen.prefetch).map((screen) => screen.path)).toEqual(['/wel/index']);
  });
});

/** The files a module imports statically (`import … from`, `export … from`, bare `import '…'`), resolved; not `import()`. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gms)].map(
    (match) => match[1] ?? match[2]!,
  );
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .flatMap((base) =>
      ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .filter((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
        .slice(0, 1),
    );
}

describe('the first download', () => {
  it('holds no screen table: what the entry imports statically reaches neither src/app/screens.ts nor any screens.ts', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(file).forEach(visit);
    };
    visit(path.join(root, 'src/main.tsx'));
    const reached = [...seen].map((file) => path.relative(root, file));
    expect(reached).toContain('src/app/router.tsx');
    expect(reached.filter((file) => /(^|\/)screens\.ts$|screen-routes\.ts$/.test(file))).toEqual([]);
  });
});

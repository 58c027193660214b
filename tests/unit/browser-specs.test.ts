import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The rule for new domains (docs/testing.md#the-rule-for-a-new-domain): its rules in API tests, its screens in one
// browser spec — the domain's journey, its states set up through the API. The browser step is most of `npm test`'s
// time, so every browser spec is placed here under the domain it tests, and a domain holds one spec unless it had
// more before the rule, which may only go down. A new spec is added below by whoever adds it: a second one for a
// domain fails here, and the way out is a test in tests/api or tests/unit, or a case in the domain's one spec.
const root = path.resolve(import.meta.dirname, '../..');

/** Each browser spec (tests/e2e) and the domain it tests: a folder of src/domains, or a part of the frame below. */
const SPECS: Record<string, string> = {
  'attendance.spec.ts': 'attendance',
  'bidding-approver.spec.ts': 'bidding',
  'bidding-group.spec.ts': 'bidding-group',
  'bidding-journey.spec.ts': 'bidding',
  'bidding-review.spec.ts': 'bidding',
  'bidding-scoring.spec.ts': 'bidding',
  'bidding-supplier.spec.ts': 'bidding',
  'bidding-tender.spec.ts': 'bidding',
  'bigscreen.spec.ts': 'screens',
  'canteen-cost.spec.ts': 'canteen-cost',
  'canteen-supply.spec.ts': 'canteen-supply',
  'consume.spec.ts': 'consume',
  'devices.spec.ts': 'devices',
  'disclosure.spec.ts': 'disclosure',
  'finance-supervision.spec.ts': 'finance-supervision',
  'finance.spec.ts': 'finance',
  'fixtures.spec.ts': 'shell',
  'forget-password.spec.ts': 'auth',
  'front-mode.spec.ts': 'front',
  'guard.spec.ts': 'shell',
  'header-widths.spec.ts': 'shell',
  'header.spec.ts': 'shell',
  'homes.spec.ts': 'homes',
  'kitchen.spec.ts': 'kitchen',
  'keyboard.spec.ts': 'shell',
  'letter.spec.ts': 'letter',
  'safety.spec.ts': 'safety',
  'list-widths.spec.ts': 'shell',
  'meal-category.spec.ts': 'system-personnel',
  'meal-supply.spec.ts': 'meal-supply',
  'opening.spec.ts': 'opening',
  'news.spec.ts': 'news',
  'nutrition.spec.ts': 'nutrition',
  'personnel-import.spec.ts': 'system-personnel',
  'pickers.spec.ts': 'components',
  'refresh.spec.ts': 'auth',
  'shell.spec.ts': 'shell',
  'sign-in.spec.ts': 'auth',
  'supervisor-staff.spec.ts': 'work-personnel',
  'supplier-company.spec.ts': 'supplier',
  'supplier-qualification.spec.ts': 'supplier',
  'ledgers.spec.ts': 'ledgers',
  'supply.spec.ts': 'purchase',
  'system-dict-info.spec.ts': 'dict',
  'system-menu.spec.ts': 'menu',
  'system-personnel.spec.ts': 'system-personnel',
  'system-user.spec.ts': 'user',
  'testing.spec.ts': 'testing',
  'todo.spec.ts': 'workbench',
  'trace.spec.ts': 'trace',
  'work-personnel.spec.ts': 'work-personnel',
  'workflow.spec.ts': 'workflow',
};

/** The parts of the frame that are no business domain: the shell, the shared components, the walls, the front mode. */
const FRAME = ['shell', 'components', 'screens', 'front'];

/**
 * The domains with more than one browser spec when the rule was written, and how many: these numbers only go down.
 * bidding: one whole journey (bidding-journey.spec.ts) and five screens reached through the API.
 */
const BEFORE_THE_RULE: Record<string, number> = { bidding: 6, 'system-personnel': 3, auth: 3, supplier: 2, 'work-personnel': 2 };

describe('browser specs by domain (docs/testing.md)', () => {
  const files = readdirSync(path.join(root, 'tests/e2e')).filter((file) => file.endsWith('.spec.ts'));
  const domains = readdirSync(path.join(root, 'src/domains'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('places every spec under a domain (a new spec is added to SPECS here)', () => {
    expect(files.filter((file) => !(file in SPECS))).toEqual([]);
    expect(Object.keys(SPECS).filter((file) => !files.includes(file))).toEqual([]);
    expect(Object.values(SPECS).filter((domain) => !domains.includes(domain) && !FRAME.includes(domain))).toEqual([]);
  });

  it('gives a domain one spec, or no more than it had before the rule (and that number follows its specs down)', () => {
    const count = new Map<string, number>();
    for (const domain of Object.values(SPECS)) if (!FRAME.includes(domain)) count.set(domain, (count.get(domain) ?? 0) + 1);
    const over = [...count].filter(([domain, specs]) => specs > (BEFORE_THE_RULE[domain] ?? 1)).map(([domain, specs]) => `${domain}: ${specs}`);
    expect(over).toEqual([]);
    // a spec merged or removed lowers its domain's number here, so it cannot be taken up again
    expect(Object.fromEntries(Object.keys(BEFORE_THE_RULE).map((domain) => [domain, count.get(domain) ?? 0]))).toEqual(BEFORE_THE_RULE);
  });

  it('gives every spec the warm browser context of fixtures.ts, and a context of its own where it fakes the clock', () => {
    const read = (file: string) => readFileSync(path.join(root, 'tests/e2e', file), 'utf8');
    // Playwright's own `test` opens a cold context per test (seconds each); fixtures.ts keeps one warm per worker
    expect(files.filter((file) => /^import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/m.test(read(file)))).toEqual([]);
    // the fake clock is the context's: cleaning cannot take it off, so such a test asks for a fresh context
    expect(files.filter((file) => /\.clock\.install\(/.test(read(file)) && !/freshContext: true/.test(read(file)))).toEqual([]);
  });
});

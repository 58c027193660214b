// @vitest-environment node
// The import boundaries of eslint.config.js fire: deliberately bad imports, linted as if they were files of
// the tree, are refused by the rule that guards them, and the allowed ones pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// the snippets are files no tsconfig knows: the type-aware rules (tested by the lint step itself) stay out
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The rules that refuse `code` as the file `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/**
 * A case is one lint of a snippet: CPU work (resolving its imports through the TypeScript resolver), no waiting. Under
 * other work on a 2-core machine it once took 9.6 s against the default 5 s; it is given the time CPU work needs there.
 */
const LINT_CASE_MS = 30_000;

describe('import boundaries', () => {
  // the first lint loads the configuration and its plugins — seconds on a busy 2-core machine, more than a case's
  // 5 s: done once here, with time of its own
  beforeAll(() => refusals('src/domains/user/warm-up.ts', 'export const warm = 1;'), 60_000);

  it.each([
    [
      'a domain importing the shell',
      'src/domains/user/bad.ts',
      "import { ModuleBar } from '../../shell/layout/module-bar';\nexport const bad = ModuleBar;",
      'boundaries/element-types',
    ],
    [
      'a domain reaching into another domain past its index',
      'src/domains/user/bad.ts',
      "import { fetchProfile } from '../profile/api';\nexport const bad = fetchProfile;",
      'boundaries/entry-point',
    ],
    ['lib importing the session', 'src/lib/bad.ts', "import { session } from '../session';\nexport const bad = session;", 'boundaries/element-types'],
    [
      'components importing a screen of the walls',
      'src/components/bad.ts',
      "import { SCREEN_DEFS } from '../../screens/defs';\nexport const bad = SCREEN_DEFS;",
      'boundaries/element-types',
    ],
    ['the shell importing the app', 'src/shell/bad.ts', "import { router } from '../app/router';\nexport const bad = router;", 'boundaries/element-types'],
    ['the walls importing the app', 'screens/bad.ts', "import { router } from '../src/app/router';\nexport const bad = router;", 'boundaries/element-types'],
    [
      'the browser importing the server',
      'src/lib/bad.ts',
      "import { readConfig } from '../../server/platform/config.ts';\nexport const bad = readConfig;",
      'boundaries/element-types',
    ],
    [
      'the server importing the browser',
      'server/bad.ts',
      "import { notify } from '../src/lib/notify';\nexport const bad = notify;",
      'boundaries/element-types',
    ],
    [
      'a server module importing the browser',
      'server/modules/user/bad.ts',
      "import { notify } from '../../../src/lib/notify';\nexport const bad = notify;",
      'boundaries/element-types',
    ],
    [
      'the server platform importing a module',
      'server/platform/bad.ts',
      "import { userModule } from '../modules/user/index.ts';\nexport const bad = userModule;",
      'boundaries/element-types',
    ],
    [
      'the server platform importing the seed',
      'server/platform/bad.ts',
      "import { seedId } from '../seed/ids.ts';\nexport const bad = seedId;",
      'boundaries/element-types',
    ],
    [
      'a server module importing the composition',
      'server/modules/user/bad.ts',
      "import { MODULES } from '../../modules.ts';\nexport const bad = MODULES;",
      'boundaries/element-types',
    ],
    [
      'a server module reaching into another module past its index',
      'server/modules/consume/bad.ts',
      "import { lockDiners } from '../system-personnel/diners.ts';\nexport const bad = lockDiners;",
      'boundaries/entry-point',
    ],
    [
      'the seed reaching into a module past its index',
      'server/seed/bad.ts',
      "import { idCardCheckChar } from '../modules/work-personnel/id-card.ts';\nexport const bad = idCardCheckChar;",
      'boundaries/entry-point',
    ],
    // the HTTP client imports notify: notify importing the client back closes a circle
    ['an import cycle', 'src/lib/notify.ts', "import { http } from './http';\nexport const bad = http;", 'import-x/no-cycle'],
    ['axios outside the one HTTP client', 'src/domains/user/bad.ts', "import axios from 'axios';\nexport const bad = axios;", 'no-restricted-imports'],
  ])(
    'refuses %s',
    async (_name, file, code, rule) => {
      expect(await refusals(file, code)).toContain(rule);
    },
    LINT_CASE_MS,
  );

  it.each([
    ['a domain importing another through its index', 'src/domains/profile/ok.ts', "import { PersonFields } from '../user';\nexport const ok = PersonFields;"],
    ['a domain importing its own files', 'src/domains/user/ok.ts', "import { fetchUser } from './api';\nexport const ok = fetchUser;"],
    ['the walls using the shell’s error log', 'screens/ok.ts', "import { recordError } from '../src/shell/error-log/capture';\nexport const ok = recordError;"],
    ['the app importing the shell', 'src/app/ok.ts', "import { ShellLayout } from '../shell/shell-layout';\nexport const ok = ShellLayout;"],
    [
      'a server module importing another through its index',
      'server/modules/consume/ok.ts',
      "import { lockDiners } from '../system-personnel/index.ts';\nexport const ok = lockDiners;",
    ],
    [
      'a server module importing its own files and the platform',
      'server/modules/devices/ok.ts',
      "import { deviceScope } from './scope.ts';\nimport { ok as envelope } from '../../platform/http/envelope.ts';\nexport const ok = [deviceScope, envelope];",
    ],
    [
      'the seed importing a module through its index and the platform',
      'server/seed/ok.ts',
      "import { idCardCheckChar } from '../modules/work-personnel/index.ts';\nimport { transaction } from '../platform/db/database.ts';\nexport const ok = [idCardCheckChar, transaction];",
    ],
    ['the composition importing the seed', 'server/ok.ts', "import { seed } from './seed/index.ts';\nexport const ok = seed;"],
    ['the app collecting a domain’s screens', 'src/app/ok.ts', "import { userScreens } from '../domains/user/screens';\nexport const ok = userScreens;"],
  ])(
    'allows %s',
    async (_name, file, code) => {
      expect(await refusals(file, code)).toEqual([]);
    },
    LINT_CASE_MS,
  );
});

describe('the app clock', () => {
  it(
    'refuses a screen taking today from the browser’s clock, and allows a date built from a value',
    async () => {
      expect(await refusals('src/domains/sales/bad.ts', 'export const year = new Date().getFullYear();')).toEqual(['no-restricted-syntax']);
      expect(await refusals('src/domains/sales/ok.ts', "export const day = new Date(Date.parse('2026-01-01')).toISOString();")).toEqual([]);
    },
    LINT_CASE_MS,
  );
});

describe('the one chart library import', () => {
  it(
    'refuses ECharts imported outside src/components/chart/echarts.ts, and allows its types',
    async () => {
      expect(await refusals('src/domains/sales/bad.ts', "import * as echarts from 'echarts/core';\nexport const bad = echarts;")).toEqual([
        'no-restricted-imports',
      ]);
      expect(await refusals('screens/panels/bad.ts', "import { BarChart } from 'echarts/charts';\nexport const bad = BarChart;")).toEqual([
        'no-restricted-imports',
      ]);
      expect(await refusals('src/domains/sales/ok.ts', "import type { EChartsCoreOption } from 'echarts/core';\nexport type Ok = EChartsCoreOption;")).toEqual(
        [],
      );
    },
    LINT_CASE_MS,
  );
});

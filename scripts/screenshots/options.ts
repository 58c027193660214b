// The command line of `npm run screenshots`: which accounts, routes, languages, themes and sizes to shoot, where
// to write, and whether to compare with (or update) a baseline. An unknown flag or value is refused with the
// list of valid ones.
import path from 'node:path';
import { chromeThemeIds } from '../../src/shell/theme/chrome-themes.ts';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SIZES = ['1920x1080', '1366x768', '1280x720', '1536x864', '1440x900'] as const;

export interface Options {
  users?: string[];
  routes?: string[];
  languages: Language[];
  themes: string[];
  sizes: { name: string; width: number; height: number }[];
  out: string;
  compare?: string;
  update: boolean;
  states: boolean;
  workers: number;
  /** run axe-core (WCAG 2.1 A/AA) on each page shot; a serious or critical violation fails the run */
  axe: boolean;
}

export class UsageError extends Error {}

const HELP = `npm run screenshots -- [flags]
  --user a,b         demo accounts (default: every one)
  --route /x,/y      only these routes (a prefix ending in * matches a subtree)
  --lang zh-CN,en-US languages (default: both)
  --theme default    chrome themes (default: default; valid: ${chromeThemeIds.join(', ')})
  --size 1920x1080   window sizes (default: 1920x1080; valid: ${SIZES.join(', ')})
  --out dir          where to write (default: screenshots/latest)
  --compare dir      compare with the baseline in dir; exits 1 when a screen changed
  --update           with --compare: write this run as the new baseline
  --no-states        routes only, no dialogs or other states
  --axe              check each page shot for WCAG 2.1 A/AA (axe-core); exits 1 on a serious or critical violation
  --workers n        browser contexts at once (default 4)`;

function list<T extends string>(flag: string, value: string | undefined, valid: readonly T[]): T[] {
  if (!value) throw new UsageError(`${flag} needs a value`);
  const items = value.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !valid.includes(item as T));
  if (wrong.length) throw new UsageError(`${flag}: unknown ${wrong.join(', ')}; valid: ${valid.join(', ')}`);
  return items as T[];
}

export function parseOptions(argv: string[], root: string, accounts: readonly string[]): Options {
  const options: Options = {
    languages: [...LANGUAGES],
    themes: ['default'],
    sizes: [{ name: '1920x1080', width: 1920, height: 1080 }],
    out: path.join(root, 'screenshots/latest'),
    update: false,
    states: true,
    workers: 4,
    axe: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    const value = () => argv[++index];
    switch (flag) {
      case '--user':
        options.users = list(flag, value(), accounts);
        break;
      case '--route': {
        const routes = value();
        if (!routes) throw new UsageError('--route needs a value');
        options.routes = routes.split(',').map((route) => route.trim());
        const wrong = options.routes.filter((route) => !route.startsWith('/'));
        if (wrong.length) throw new UsageError(`--route: ${wrong.join(', ')} — a route starts with /`);
        break;
      }
      case '--lang':
        options.languages = list(flag, value(), LANGUAGES);
        break;
      case '--theme':
        options.themes = list(flag, value(), chromeThemeIds);
        break;
      case '--size':
        options.sizes = list(flag, value(), SIZES).map((name) => {
          const [width, height] = name.split('x').map(Number);
          return { name, width: width!, height: height! };
        });
        break;
      case '--out':
        options.out = path.resolve(value() ?? '');
        break;
      case '--compare':
        options.compare = path.resolve(value() ?? '');
        break;
      case '--update':
        options.update = true;
        break;
      case '--no-states':
        options.states = false;
        break;
      case '--axe':
        options.axe = true;
        break;
      case '--workers': {
        const workers = Number(value());
        if (!Number.isInteger(workers) || workers < 1 || workers > 8) throw new UsageError('--workers: a whole number from 1 to 8');
        options.workers = workers;
        break;
      }
      case '--help':
        throw new UsageError(HELP);
      default:
        throw new UsageError(`unknown flag ${flag}\n\n${HELP}`);
    }
  }
  if (options.update && !options.compare) throw new UsageError('--update writes the baseline named by --compare <dir>');
  return options;
}

/** Whether a route is one the --route flag asks for (all when it was not given). */
export const wanted = (options: Pick<Options, 'routes'>, route: string) =>
  !options.routes || options.routes.some((pattern) => (pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern));

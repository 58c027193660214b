// @vitest-environment node
// The screenshot tool's command line: the matrix it shoots by default and narrowed, and every bad value refused
// with the list of valid ones.
import { describe, expect, it } from 'vitest';
import { accountsFrom } from '../../scripts/screenshots/accounts.ts';
import { parseOptions, UsageError, wanted } from '../../scripts/screenshots/options.ts';

const parse = (...argv: string[]) => parseOptions(argv, '/repo', ['admin', 'school']);

describe('screenshot options', () => {
  it('shoots both languages in one theme and one size by default', () => {
    const options = parse();
    expect(options).toMatchObject({ languages: ['zh-CN', 'en-US'], themes: ['default'], out: '/repo/screenshots/latest', states: true, update: false });
    expect(options.sizes).toEqual([{ name: '1920x1080', width: 1920, height: 1080 }]);
  });

  it('narrows by flags', () => {
    const options = parse(
      '--user',
      'school',
      '--lang',
      'en-US',
      '--theme',
      'white,lte',
      '--size',
      '1366x768',
      '--route',
      '/system/*,/wel/index',
      '--no-states',
    );
    expect(options).toMatchObject({ users: ['school'], languages: ['en-US'], themes: ['white', 'lte'], states: false });
    expect(options.sizes[0]).toEqual({ name: '1366x768', width: 1366, height: 768 });
    expect(wanted(options, '/system/user')).toBe(true);
    expect(wanted(options, '/wel/index')).toBe(true);
    expect(wanted(options, '/wel/dashboard')).toBe(false);
    expect(wanted({}, '/anything')).toBe(true);
  });

  it.each([
    [['--lang', 'fr-FR'], '--lang: unknown fr-FR; valid: zh-CN, en-US'],
    [['--user', 'nobody'], '--user: unknown nobody; valid: admin, school'],
    [['--theme', 'pink'], '--theme: unknown pink; valid: default, white'],
    [['--size', '800x600'], '--size: unknown 800x600; valid: 1920x1080'],
    [['--route', 'system'], '--route: system — a route starts with /'],
    [['--update'], '--update writes the baseline named by --compare <dir>'],
    [['--workers', '0'], '--workers: a whole number from 1 to 8'],
    [['--colour', 'red'], 'unknown flag --colour'],
    [['--lang'], '--lang needs a value'],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(...argv)).toThrow(UsageError);
    expect(() => parse(...argv)).toThrow(message);
  });

  it('reads a deployment’s accounts, refusing a malformed entry', () => {
    expect(accountsFrom('kim@200001:pw:supplier, lee@200001:pw2')).toEqual([
      { account: 'kim', tenant: '200001', password: 'pw', supplier: true, kind: 'supplier' },
      { account: 'lee', tenant: '200001', password: 'pw2', supplier: false, kind: 'lee' },
    ]);
    expect(() => accountsFrom('kim:pw')).toThrow('SCREENSHOT_ACCOUNTS: "kim:pw" is not account@tenant:password[:supplier]');
    expect(accountsFrom(undefined).map((account) => account.account)).toEqual(expect.arrayContaining(['admin', 'school', 'supplier', 'bank']));
  });
});

// Site settings (the legacy `website` object). What differs between the backends the console fronts comes from
// the server at run time, in index.html's meta tag (contract/console-settings.ts), read once here at boot; the
// page of the Vite dev server has none, so the build's values (VITE_ env) or the defaults. Everything else is fixed
// here so there is one place to look.
import { CONSOLE_DEFAULTS, CONSOLE_SETTINGS_META, TENANT_ID, type ConsoleSettings } from '../../contract/console-settings';

const env = import.meta.env;

/** What a setting of the page must be to be taken (besides being of its default's type, and not empty). */
const ACCEPTED: Partial<Record<keyof ConsoleSettings, (value: string) => boolean>> = {
  passwordDigest: (value) => value === 'md5' || value === 'plain',
  defaultTenantId: (value) => TENANT_ID.test(value),
};

/** The settings the server wrote into the page; each missing or malformed one falls back to the build's. */
function deploymentSettings(): ConsoleSettings {
  const settings: Record<string, unknown> = {
    ...CONSOLE_DEFAULTS,
    clientId: env.VITE_CLIENT_ID ?? CONSOLE_DEFAULTS.clientId,
    clientSecret: env.VITE_CLIENT_SECRET ?? CONSOLE_DEFAULTS.clientSecret,
    tokenHeader: env.VITE_TOKEN_HEADER ?? CONSOLE_DEFAULTS.tokenHeader,
  };
  let given: Record<string, unknown> = {};
  try {
    const tag = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${CONSOLE_SETTINGS_META}"]`);
    given = JSON.parse(tag?.getAttribute('content') || '{}') as typeof given;
  } catch {
    // a malformed tag: the build's settings
  }
  for (const [key, value] of Object.entries(given)) {
    const accepted = ACCEPTED[key as keyof ConsoleSettings];
    if (key in settings && typeof value === typeof settings[key] && value !== '' && (!accepted || accepted(value as string))) settings[key] = value;
  }
  return settings as unknown as ConsoleSettings;
}

const deployment = deploymentSettings();

export const siteConfig = {
  title: '食安云',
  /** Prefix of every storage key, so two apps on one origin never read each other's entries. */
  storagePrefix: 'shian-',
  /**
   * What differs between backends (contract/console-settings.ts): the client credentials, the token header, the
   * sign-in form's default tenant, whether sign-in and the password change send the password as typed or its MD5 digest
   * (lib/password-digest.ts), and whether the sign-in form asks for an image captcha (grant_type captcha or password).
   */
  ...deployment,
  tenantMode: true,
  /** The product's token-time setting (docs/product-rules.md#token-refresh), in seconds; the refresh never waits past 80% of expires_in anyway. */
  tokenTime: Number(env.VITE_TOKEN_TIME ?? 86_400),
  tokenCheckInterval: 10_000,
  requestTimeout: 1_000_000,
  validationDelay: 800,
  lockDelay: 100,
  rememberDays: 7,
  homePath: '/wel/index',
  bankHomePath: '/liancan/zhuanxiangtongji/mingchuliangzhao/index',
  loginPath: '/login',
  /** Codes that reject silently, without a toast (the legacy whitelist). */
  silentCodes: [] as number[],
  defaultColor: '#409EFF',
} as const;

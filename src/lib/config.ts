// Site settings (the legacy `website` object). What differs between the backends the console fronts comes from
// the server at run time, in index.html's meta tag (contract/console-settings.ts), read once here at boot; the
// page of the Vite dev server has none, so the build's values (VITE_ env) or the defaults. Everything else is fixed
// here so there is one place to look.
import { CONSOLE_DEFAULTS, CONSOLE_SETTINGS_META, TENANT_ID, type ConsoleSettings } from '../../contract/console-settings';

const env = import.meta.env;

/** The settings the server wrote into the page; each missing or malformed one falls back to the build's. */
function deploymentSettings(): ConsoleSettings {
  const fallback: ConsoleSettings = {
    ...CONSOLE_DEFAULTS,
    clientId: env.VITE_CLIENT_ID ?? CONSOLE_DEFAULTS.clientId,
    clientSecret: env.VITE_CLIENT_SECRET ?? CONSOLE_DEFAULTS.clientSecret,
    tokenHeader: env.VITE_TOKEN_HEADER ?? CONSOLE_DEFAULTS.tokenHeader,
  };
  const content = typeof document === 'undefined' ? null : document.querySelector(`meta[name="${CONSOLE_SETTINGS_META}"]`)?.getAttribute('content');
  if (!content) return fallback;
  let given: Partial<Record<keyof ConsoleSettings, unknown>>;
  try {
    given = JSON.parse(content) as typeof given;
  } catch {
    return fallback;
  }
  const text = (value: unknown, otherwise: string) => (typeof value === 'string' && value ? value : otherwise);
  return {
    clientId: text(given.clientId, fallback.clientId),
    clientSecret: text(given.clientSecret, fallback.clientSecret),
    tokenHeader: text(given.tokenHeader, fallback.tokenHeader),
    passwordDigest: given.passwordDigest === 'md5' || given.passwordDigest === 'plain' ? given.passwordDigest : fallback.passwordDigest,
    defaultTenantId: typeof given.defaultTenantId === 'string' && TENANT_ID.test(given.defaultTenantId) ? given.defaultTenantId : fallback.defaultTenantId,
    captcha: typeof given.captcha === 'boolean' ? given.captcha : fallback.captcha,
  };
}

const deployment = deploymentSettings();

export const siteConfig = {
  title: '食安云',
  /** Prefix of every storage key, so two apps on one origin never read each other's entries. */
  storagePrefix: 'shian-',
  clientId: deployment.clientId,
  clientSecret: deployment.clientSecret,
  tokenHeader: deployment.tokenHeader,
  tenantMode: true,
  defaultTenantId: deployment.defaultTenantId,
  /** Sign-in and the password change send the password as typed, or its MD5 digest (lib/password-digest.ts). */
  passwordDigest: deployment.passwordDigest,
  /** The sign-in form asks for an image captcha (grant_type captcha), or not (grant_type password). */
  captcha: deployment.captcha,
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

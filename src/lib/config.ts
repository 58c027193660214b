// Site settings (the legacy `website` object). Values a deployment may change come from Vite env
// variables at build time; everything else is fixed here so there is one place to look.
const env = import.meta.env;

export const siteConfig = {
  title: '食安云',
  /** Prefix of every storage key, so two apps on one origin never read each other's entries. */
  storagePrefix: 'shian-',
  clientId: env.VITE_CLIENT_ID ?? 'saber',
  clientSecret: env.VITE_CLIENT_SECRET ?? 'saber_secret',
  tokenHeader: env.VITE_TOKEN_HEADER ?? 'Blade-Auth',
  tenantMode: true,
  defaultTenantId: '000000',
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

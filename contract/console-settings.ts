// What differs between the backends the console fronts, as plain data with no imports: the server reads these
// settings from its environment (server/platform/config.ts) and writes them into the index.html it serves as
// `<meta name="shian-config" content="{…}">` — no inline script (the CSP forbids it), no extra request — and the
// console reads them at boot (src/lib/config.ts), falling back to these defaults (the Vite dev server's page has none).

/** The name of the meta tag that carries the settings. */
export const CONSOLE_SETTINGS_META = 'shian-config';

export type PasswordDigest = 'plain' | 'md5';

export interface ConsoleSettings {
  /** CLIENT_ID / CLIENT_SECRET: the client credentials of the Basic header every call carries. */
  clientId: string;
  clientSecret: string;
  /** TOKEN_HEADER: the header that carries the bearer access token. */
  tokenHeader: string;
  /** PASSWORD_DIGEST: sign-in and the password change send the password as typed, or its MD5 digest in hex (public BladeX front ends). */
  passwordDigest: PasswordDigest;
  /** DEFAULT_TENANT_ID: the sign-in form's tenant until the user's own is remembered or looked up. */
  defaultTenantId: string;
  /** LOGIN_CAPTCHA: the sign-in form asks for an image captcha (grant_type captcha), or not (grant_type password). */
  captcha: boolean;
}

export const CONSOLE_DEFAULTS: ConsoleSettings = {
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tokenHeader: 'Blade-Auth',
  passwordDigest: 'plain',
  defaultTenantId: '000000',
  captcha: true,
};

/** A tenant id as the sign-in form takes it. */
export const TENANT_ID = /^\d{6}$/;

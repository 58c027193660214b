import type { TFunction } from 'i18next';
import { errorText } from '../../../lib/http';
import { forget, landingPath, remember, requestToken, setLastTenant, signIn } from '../../../session';
import type { Captcha } from '../types';

export interface SignInValues {
  tenantId: string;
  username: string;
  password: string;
  code: string;
  remember?: boolean;
}

interface Context {
  captcha: Captcha;
  supplier: boolean;
  loginPath: string;
  t: TFunction;
}

export type SignInOutcome = { ok: true; landing: string } | { ok: false; message: string };

/**
 * Sign-in (docs/product-rules.md#sign-in): an answer with `error_description` stores nothing; error_code 400
 * leaves the remembered login as it was; success stores the session and remembers tenant and account.
 */
export async function signInWith(values: SignInValues, { captcha, supplier, loginPath, t }: Context): Promise<SignInOutcome> {
  const tenantId = values.tenantId.trim();
  const username = values.username.trim();
  let res;
  try {
    res = await requestToken({
      tenantId,
      username,
      password: values.password,
      captchaKey: captcha.key,
      captchaCode: values.code.trim(),
      supplier,
    });
  } catch (error) {
    return { ok: false, message: errorText(error, t('common:http.unknown')) };
  }
  if (res.error_code !== 400) {
    if (values.remember) remember({ tenantId, account: username });
    else forget();
  }
  if (res.error_description || !res.access_token) {
    return { ok: false, message: res.error_description || t('common:http.unknown') };
  }
  signIn(res, loginPath);
  setLastTenant(tenantId);
  return { ok: true, landing: landingPath(Number(res.login_type) || 0) };
}

export { http, configureHttp, basicAuthorization, type HttpHooks } from './client';
export { HttpError, isHttpError, missingCallOf, reasonOf } from './http-error';
export { onActivity } from './activity';
export { classify, codeOf, failureText, isMissingCall } from './catalogue';
export { errorText, reasonText } from './error-text';

/** The envelope R<T> of every response but the token and captcha endpoints. */
export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

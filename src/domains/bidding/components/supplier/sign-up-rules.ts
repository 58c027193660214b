// The sign-up form's checks (the design's §5): the mobile number in three steps, each with its own message,
// and the shop's figures. The server checks the mobile again (请输入正确的手机号码).
import type { SignUpDocument } from '../../types';

const MOBILE = /^1[3-9]\d{9}$/;

/** 请输入手机号码 / 手机号码长度不为11位 / 请输入正确的手机号码 — the key of the first rule the number breaks. */
export function mobileProblem(value: string | undefined): 'mobileRequired' | 'mobileLength' | 'mobileInvalid' | undefined {
  const text = (value ?? '').trim();
  if (!text) return 'mobileRequired';
  if (text.length !== 11) return 'mobileLength';
  return MOBILE.test(text) ? undefined : 'mobileInvalid';
}

export type CertificateState = 'valid' | 'expired' | 'missing';

export interface CertificateCheck {
  docType: number;
  document: SignUpDocument | undefined;
  state: CertificateState;
}

/**
 * Each required document type against the documents on file: valid through the supply start (that day included;
 * no expiry is 长期有效), otherwise expired; absent is missing — the server's rule at sign-up.
 */
export function checkCertificates(required: number[], documents: readonly SignUpDocument[], validThrough: string): CertificateCheck[] {
  return required.map((docType) => {
    const document = documents.find((doc) => doc.docType === docType);
    const state: CertificateState = !document ? 'missing' : document.expireDate !== null && document.expireDate < validThrough ? 'expired' : 'valid';
    return { docType, document, state };
  });
}

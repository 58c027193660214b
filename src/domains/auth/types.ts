export interface Captcha {
  key: string;
  image: string;
}

export interface TenantLookup {
  tenantId: string;
  tenantName: string;
}

export type AccountKind = 'user' | 'supplier';

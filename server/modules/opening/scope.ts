// Who reads 开户统计 (platform/access/policy.ts OPENING_READERS): the schools of the caller's reach (reach.ts) — the
// bank and the administrator the tenant's, an education bureau those under its department. Others: 403.
import { scopeFor } from '../../platform/access/scope.ts';

export const OPENING_REFUSED = '无权查看开户统计';
export const openingScope = scopeFor('opening.read', { refusal: OPENING_REFUSED });

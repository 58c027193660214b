// What other code may use of the 溯源管理 domain (the app reads its screens.ts).
export { TRACE_PATHS } from './paths';
export type { BatchRow, CertificateRow, IssueRow, Profile, SupplierRow, Trace } from './types';

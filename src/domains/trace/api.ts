import { http, type Page, type R } from '../../lib/http';
import { TRACE_PATHS as PATHS } from './paths';
import type { BatchRow, CertificateRow, IssueRow, Profile, SupplierRow, Trace } from './types';

type Query = Record<string, string | number>;

/** 批次溯源's picker: a page of the batches the caller traces. */
export async function fetchBatches(query: Query): Promise<Page<BatchRow>> {
  const { data } = await http.get<R<Page<BatchRow>>>(PATHS.batches, { params: query });
  return data.data;
}

/** A batch's whole chain, both ways. */
export async function fetchTrace(id: string): Promise<Trace> {
  const { data } = await http.get<R<Trace>>(PATHS.trace, { params: { id } });
  return data.data;
}

/** 溯源查询: a page of the 出库 the caller traces. */
export async function fetchIssues(query: Query): Promise<Page<IssueRow>> {
  const { data } = await http.get<R<Page<IssueRow>>>(PATHS.issues, { params: query });
  return data.data;
}

/** 资质证照: a page of the papers with an expiry the caller reaches. */
export async function fetchCertificates(query: Query): Promise<Page<CertificateRow>> {
  const { data } = await http.get<R<Page<CertificateRow>>>(PATHS.certificates, { params: query });
  return data.data;
}

/** 供应商档案: a page of the suppliers serving the caller's reach. */
export async function fetchSuppliers(query: Query): Promise<Page<SupplierRow>> {
  const { data } = await http.get<R<Page<SupplierRow>>>(PATHS.suppliers, { params: query });
  return data.data;
}

/** A supplier's profile over a period (90 days to today when none is given). */
export async function fetchProfile(id: string, period: { startDate?: string; endDate?: string }): Promise<Profile> {
  const { data } = await http.get<R<Profile>>(PATHS.profile, { params: { id, ...period } });
  return data.data;
}

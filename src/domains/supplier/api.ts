import { http, type Page, type R } from '../../lib/http';

export interface Company {
  id: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
  creditCode: string;
  address: string;
  legalPerson: string;
  businessScope: string;
  licenseNo: string;
  licenseFileId: string | null;
  version: number;
}

export interface Account {
  id: string;
  account: string;
  realName: string;
  phone: string;
  version: number;
}

export interface StoredFile {
  id: string;
  name: string;
  mime: string;
  link: string;
}

const BASE = '/api/rabbit-supplier';

export async function fetchCompany(): Promise<Company> {
  const { data } = await http.get<R<Company>>(`${BASE}/supplierCompany/info`);
  return data.data;
}

export async function saveCompany(values: Partial<Company> & { version: number }): Promise<Company> {
  const { data } = await http.post<R<Company>>(`${BASE}/supplierCompany/submit`, values, { silent: true });
  return data.data;
}

export async function fetchAccount(): Promise<Account> {
  const { data } = await http.get<R<Account>>(`${BASE}/supplierAccount/info`);
  return data.data;
}

export async function saveAccount(values: Pick<Account, 'realName' | 'phone' | 'version'>): Promise<Account> {
  const { data } = await http.post<R<Account>>(`${BASE}/supplierAccount/upload/update`, values, { silent: true });
  return data.data;
}

export async function fetchFile(id: string): Promise<StoredFile> {
  const { data } = await http.get<R<StoredFile>>(`/api/rabbit-file/file/getFileById/${id}`);
  return data.data;
}

/** Uploads a licence scan (an image or a PDF up to 5 MB; the server checks the content). */
export async function uploadLicence(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<R<StoredFile>>('/api/rabbit-file/file/upload', body, { silent: true });
  return data.data;
}

export interface SupplierRow {
  supplierId: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
}

/** 选择供应商: a page of the tenant's suppliers. */
export async function fetchSuppliers(query: { current: number; size: number; name: string }): Promise<Page<SupplierRow>> {
  const { data } = await http.get<R<Page<SupplierRow>>>('/api/rabbit-supplier/supplierCompany/list', {
    params: { current: query.current, size: query.size, supplierName: query.name || undefined },
  });
  return data.data;
}

/** One of the supplier's qualification documents (企业资质), as the server answers it. */
export interface Qualification {
  id: string;
  supplierId: string;
  /** A key of the dictionary `qualification_type` (1–6). */
  docType: number;
  docTypeName: string;
  docNo: string;
  fileId: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileLink: string | null;
  issueDate: string | null;
  /** null: 长期有效. */
  expireDate: string | null;
  /** Judged by the server's clock in the deployment's time zone. */
  expired: boolean;
  expiresSoon: boolean;
  remark: string;
  updateTime: string;
  version: number;
}

export interface QualificationValues {
  docType: string;
  docNo: string;
  fileId: string;
  issueDate?: string;
  expireDate?: string;
  remark?: string;
}

export interface DictEntry {
  dictKey: string;
  dictValue: string;
}

const QUALIFICATION = `${BASE}/qualification`;

/** The supplier's own documents, by type. */
export async function fetchQualifications(): Promise<Qualification[]> {
  const { data } = await http.get<R<Qualification[]>>(`${QUALIFICATION}/list`);
  return data.data;
}

/** The same documents as a page, for the CRUD table (they are few: at most one a type). */
export async function fetchQualificationPage(query: Record<string, string | number>): Promise<Page<Qualification>> {
  const records = await fetchQualifications();
  const size = Number(query.size) || 10;
  const current = Number(query.current) || 1;
  return { records: records.slice((current - 1) * size, current * size), total: records.length, size, current, pages: Math.ceil(records.length / size) };
}

/** One document of the supplier's own (for the edit dialog); rejects when it is gone. */
export async function fetchQualification(id: string): Promise<Qualification> {
  const found = (await fetchQualifications()).find((doc) => doc.id === id);
  if (!found) throw new Error(`qualification ${id} not found`);
  return found;
}

/** Adds (no id) or updates (id and version) a document — button `supplier_qualification_upload`. */
export async function saveQualification(values: QualificationValues & { id?: string; version?: number }): Promise<Qualification> {
  const { data } = await http.post<R<Qualification>>(
    `${QUALIFICATION}/submit`,
    { ...values, issueDate: values.issueDate || null, expireDate: values.expireDate || null },
    { silent: true },
  );
  return data.data;
}

export async function removeQualifications(ids: string[]): Promise<void> {
  await http.post(`${QUALIFICATION}/remove`, null, { params: { ids: ids.join(',') } });
}

/** The entries of a dictionary (labels from dictValue, values from dictKey). */
export async function fetchDictionary(code: string): Promise<DictEntry[]> {
  // silent: a screen without the dictionary falls back to its own labels
  const { data } = await http.get<R<DictEntry[]>>('/api/rabbit-system/dict/dictionary', { params: { code }, silent: true });
  return data.data;
}

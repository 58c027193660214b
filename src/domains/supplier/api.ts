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

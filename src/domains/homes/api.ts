import { http, type R } from '../../lib/http';
import type { EducationHome, SupplierHome } from './types';

export const HOME_PATHS = { supplier: '/api/rabbit-desk/home/supplier', education: '/api/rabbit-desk/home/education' } as const;

/** 供应商待办 / 供应商首页: everything the pages show, in one call. */
export async function fetchSupplierHome(): Promise<SupplierHome> {
  const { data } = await http.get<R<SupplierHome>>(HOME_PATHS.supplier, { silent: true });
  return data.data;
}

/** 监管待办 / 教育局首页: everything the pages show, in one call. */
export async function fetchEducationHome(): Promise<EducationHome> {
  const { data } = await http.get<R<EducationHome>>(HOME_PATHS.education, { silent: true });
  return data.data;
}

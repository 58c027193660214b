// 学校一览 (GET /api/rabbit-system/dept/schoolList with its figures) and 机构首页 (GET /api/rabbit-desk/agency/overview).
import { http, type Page, type R } from '../../lib/http';

/** 0 无, 1 有效, 2 即将到期, 3 已过期: the worst health certificate of the school's canteen staff. */
export type CertState = 0 | 1 | 2 | 3;

export interface SchoolOverview {
  id: string;
  schoolName: string;
  realName: string;
  phone: string;
  districtId: string;
  districtName: string;
  canteens: number;
  diners: number;
  devices: number;
  devicesOnline: number;
  mealsToday: number;
  certExpired: number;
  certExpiring: number;
  certState: CertState;
}

export async function fetchSchoolOverview(query: Record<string, string | number>): Promise<Page<SchoolOverview>> {
  const { data } = await http.get<R<Page<SchoolOverview>>>('/api/rabbit-system/dept/schoolList', { params: query });
  return data.data;
}

export interface AgencyOverview {
  agency: { id: string; name: string };
  counts: { departments: number; schools: number; canteens: number; users: number; ownUsers: number };
  departments: { id: string; name: string; category: number; below: number; users: number }[];
  roles: { role: string; roleName: string; users: number }[];
  users: { id: string; name: string; account: string; roleName: string }[];
}

export async function fetchAgencyOverview(): Promise<AgencyOverview> {
  const { data } = await http.get<R<AgencyOverview>>('/api/rabbit-desk/agency/overview');
  return data.data;
}

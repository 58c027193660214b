// 学校一览 (GET /api/rabbit-system/dept/schoolList with its figures) and 机构首页 (GET /api/rabbit-desk/agency/overview):
// the figures of every demo school against an independent query (PostgreSQL), a school and canteen the test makes
// counted at once, the filters, and the reach — another tenant's bureau, a school and a canteen see only theirs.
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { seedId, SPACE } from '../../server/seed/ids.ts';
import { callerOf, signedIn, uniqueAccount, type PageOf } from './support/session.ts';

type School = {
  id: string;
  schoolName: string;
  districtId: string;
  districtName: string;
  canteens: number;
  diners: number;
  devices: number;
  devicesOnline: number;
  mealsToday: number;
  certExpired: number;
  certExpiring: number;
  certState: number;
};
type Overview = {
  agency: { id: string; name: string };
  counts: { departments: number; schools: number; canteens: number; users: number; ownUsers: number };
  departments: { id: string; name: string; category: number; below: number; users: number }[];
  roles: { role: string; roleName: string; users: number }[];
  users: { id: string; name: string; account: string; roleName: string }[];
};

const L = '/api/rabbit-system/dept/schoolList';
const A = '/api/rabbit-desk/agency/overview';
const D = '/api/rabbit-system/dept';
const BUREAU = seedId(SPACE.dept, 2); // 东湖区教育局
const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学

/** The same figures, written apart from the route's SQL (the app clock's day, heartbeats within 90 s). */
const INDEPENDENT = `
  SELECT d.id::text,
    (SELECT count(*) FROM dept c WHERE c.parent_id = d.id AND c.dept_category = 3 AND c.is_deleted = 0)::int AS canteens,
    (SELECT count(*) FROM sys_personnel p WHERE p.school_id = d.id AND p.is_deleted = 0 AND p.closed_time IS NULL)::int AS diners,
    (SELECT count(*) FROM face_device f WHERE f.school_id = d.id AND f.is_deleted = 0)::int AS devices,
    (SELECT count(*) FROM face_device f WHERE f.school_id = d.id AND f.is_deleted = 0 AND f.last_heartbeat > app_now() - interval '90 seconds'
       AND COALESCE(f.boot_until <= app_now(), true))::int AS "devicesOnline",
    (SELECT count(*) FROM sys_wallet_txn t WHERE t.type = 'CONSUME' AND t.personnel_id IN (SELECT id FROM sys_personnel WHERE school_id = d.id)
       AND (t.create_time AT TIME ZONE current_setting('shian.time_zone'))::date = (app_now() AT TIME ZONE current_setting('shian.time_zone'))::date)::int AS "mealsToday",
    (SELECT count(*) FROM work_personnel w WHERE w.school_id = d.id AND w.is_deleted = 0 AND w.status <> 3
       AND w.health_cert_expiry < (app_now() AT TIME ZONE current_setting('shian.time_zone'))::date)::int AS "certExpired",
    (SELECT count(*) FROM work_personnel w WHERE w.school_id = d.id AND w.is_deleted = 0 AND w.status <> 3
       AND w.health_cert_expiry BETWEEN (app_now() AT TIME ZONE current_setting('shian.time_zone'))::date AND (app_now() AT TIME ZONE current_setting('shian.time_zone'))::date + 30)::int AS "certExpiring",
    (SELECT count(*) FROM work_personnel w WHERE w.school_id = d.id AND w.is_deleted = 0 AND w.status <> 3 AND w.health_cert_expiry IS NOT NULL)::int AS holders
  FROM dept d WHERE d.tenant_id = '100001' AND d.dept_category = 2 AND d.is_deleted = 0 ORDER BY d.id`;

for (const target of inject('targets')) {
  describe(`${target.name}: 学校一览 and 机构首页`, () => {
    const base = target.url;
    const schools = async (account: string, query: Record<string, string> = {}, tenant = '100001') =>
      (await (await signedIn(base, account, tenant)).get<PageOf<School>>(L, { size: '100', ...query })).body;

    it('counts each demo school’s figures as an independent query does', async ({ skip }) => {
      if (!target.databaseUrl) return skip();
      // the servers' zone (TIME_ZONE's default), as the servers' own connections set it
      const client = new pg.Client({ connectionString: target.databaseUrl, options: '-c shian.time_zone=Asia/Shanghai' });
      await client.connect();
      try {
        const listed = (await schools('jiwei')).data.records;
        const expected = (await client.query<Record<string, unknown>>(INDEPENDENT)).rows;
        const byId = new Map(listed.map((school) => [school.id, school]));
        expect(listed.length).toBe(expected.length);
        for (const row of expected) {
          const school = byId.get(row.id as string)!;
          // a simulated device may come on or go off between the two reads: online is checked within the devices
          const { devicesOnline, holders, ...rest } = row;
          expect(school, school.schoolName).toMatchObject(rest);
          expect(school.devicesOnline).toBeLessThanOrEqual(school.devices);
          expect(typeof devicesOnline).toBe('number');
          expect(school.certState, school.schoolName).toBe(school.certExpired ? 3 : school.certExpiring ? 2 : (holders as number) > 0 ? 1 : 0);
        }
      } finally {
        await client.end();
      }
    });

    it('a school and canteen made now are counted at once; the filters narrow; a bad state is refused', async () => {
      const centre = await signedIn(base, 'centre');
      const name = uniqueAccount('一览学校');
      const school = (await centre.post<{ id: string }>(`${D}/submit`, { parentId: BUREAU, deptName: name, deptCategory: 2 })).body.data;
      const fresh = async () => (await centre.get<PageOf<School>>(L, { schoolName: name })).body.data.records;
      expect(await fresh()).toEqual([
        expect.objectContaining({
          id: school.id,
          districtId: BUREAU,
          districtName: '东湖区教育局',
          canteens: 0,
          diners: 0,
          devices: 0,
          mealsToday: 0,
          certState: 0,
        }),
      ]);
      expect((await centre.post(`${D}/canteent/submit`, { parentId: school.id, deptName: `${name}食堂`, canteenType: 2 })).body.code).toBe(200);
      expect((await fresh())[0]).toMatchObject({ canteens: 1, certState: 0 });
      // filters: the unit, the certificate state
      expect((await centre.get<PageOf<School>>(L, { schoolName: name, districtId: SCHOOL1 })).body.data.total).toBe(0);
      expect((await centre.get<PageOf<School>>(L, { schoolName: name, certState: '0' })).body.data.total).toBe(1);
      expect((await centre.get<PageOf<School>>(L, { schoolName: name, certState: '3' })).body.data.total).toBe(0);
      const all = (await centre.get<PageOf<School>>(L, { size: '100' })).body.data.records;
      for (const state of ['0', '1', '2', '3']) {
        const some = (await centre.get<PageOf<School>>(L, { size: '100', certState: state })).body.data.records;
        expect(some.map((row) => row.id).sort()).toEqual(
          all
            .filter((row) => row.certState === Number(state))
            .map((row) => row.id)
            .sort(),
        );
      }
      expect((await centre.get(L, { certState: '9' })).body).toMatchObject({ code: 400, msg: '证照状态不正确' });
      expect((await centre.post(`${D}/remove`, undefined, { ids: school.id })).body.code).not.toBe(500);
    });

    it('in reach only: another tenant, a school and a canteen see theirs', async () => {
      const west = (await schools('centre2', {}, '100002')).data.records;
      expect(west.map((school) => school.schoolName)).toContain('西山区第一中学');
      expect(west.every((school) => school.schoolName.startsWith('西山'))).toBe(true);
      const own = (await schools('school')).data.records;
      expect(own.map((school) => school.id)).toEqual([SCHOOL1]);
      expect((await schools('canteen')).data.records).toEqual([]);
      expect((await callerOf(base, '').get(L)).status).toBe(401);
    });

    it('机构首页: the bureau’s departments and staff; another tenant its own; others are refused', async () => {
      const centre = await signedIn(base, 'centre');
      const overview = (await centre.get<Overview>(A)).body.data;
      expect(overview.agency).toEqual({ id: BUREAU, name: '东湖区教育局' });
      const listed = (await centre.get<PageOf<School>>(L, { size: '100' })).body.data.records;
      expect(overview.counts.schools).toBe(listed.length);
      expect(overview.counts.canteens).toBe(listed.reduce((sum, school) => sum + school.canteens, 0));
      expect(overview.departments.map((dept) => dept.name)).toEqual(expect.arrayContaining(['东湖区第一小学', '东湖区实验中学']));
      expect(overview.departments.find((dept) => dept.name === '东湖区实验中学')).toMatchObject({ category: 2, below: 2 });
      expect(overview.users.map((user) => user.account)).toEqual(expect.arrayContaining(['centre', 'approver']));
      expect(overview.counts.ownUsers).toBe(overview.users.length);
      expect(overview.roles.reduce((sum, role) => sum + role.users, 0)).toBeLessThanOrEqual(overview.counts.users);
      expect(overview.departments.find((dept) => dept.id === SCHOOL1)!.users).toBeGreaterThanOrEqual(2); // 张校长, 李食堂

      const west = (await (await signedIn(base, 'centre2', '100002')).get<Overview>(A)).body.data;
      expect(west.agency.name).toBe('西山区教育局');
      expect(west.departments.map((dept) => dept.name)).toContain('西山区第一中学');
      expect(west.departments.some((dept) => dept.name.startsWith('东湖'))).toBe(false);
      expect(west.users.map((user) => user.account)).not.toContain('centre');
      for (const account of ['school', 'canteen', 'jiwei', 'bank'])
        expect((await (await signedIn(base, account)).get(A)).body, account).toMatchObject({ code: 403 });
    });
  });
}

// 人事管理 for the supervising units (docs/product-rules.md#work-personnel, #attendance): the education centre is granted
// 从业人员, 健康证管理 and 考勤 read-only — the menus without a write button — and reads its schools' staff (by school and
// certificate state) and attendance; its writes are 403 and another district's people are not visible. On PostgreSQL,
// a database of the earlier release gets the grants at its next start (migration 024).
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { CAPTCHA } from './global-setup.ts';
import { startServer } from './support/server.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

type Person = { id: string; schoolId: string; schoolName: string; number: string; certState: number; idCard: string };
type MenuNode = { path: string; children?: MenuNode[] };

const W = '/api/rabbit-work/workPersonnel';
const H = '/api/rabbit-work/healthCertificate';
const K = '/api/rabbit-kaoqin';
const DENIED = { code: 403, msg: '没有权限执行此操作' };
const WRITE_BUTTONS = [
  'work_personnel_add',
  'work_personnel_edit',
  'work_personnel_delete',
  'attendance_group_add',
  'attendance_group_edit',
  'attendance_group_delete',
  'patch_add',
  'patch_approve',
  'meal_stop_add',
  'meal_stop_delete',
];
const READ_PATHS = ['/workPersonnel/list', '/workPersonnel/healthCertificate', '/kaoqin/record/index', '/kaoqin/report/index'];

async function grantsOf(caller: Caller): Promise<{ paths: Set<string>; buttons: string }> {
  const paths = new Set<string>();
  const walk = (nodes: MenuNode[]) => nodes.forEach((node) => (paths.add(node.path), walk(node.children ?? [])));
  walk((await caller.get<MenuNode[]>('/api/rabbit-system/menu/all-routes')).body.data);
  return { paths, buttons: JSON.stringify((await caller.get('/api/rabbit-system/menu/buttons')).body) };
}

for (const target of inject('targets')) {
  describe(`${target.name}: the supervising units read 人事管理`, () => {
    const base = target.url;

    it('grants the centre the screens without a write button; the keepers keep theirs', async () => {
      const centre = await grantsOf(await signedIn(base, 'centre'));
      for (const path of READ_PATHS) expect(centre.paths.has(path), path).toBe(true);
      for (const code of WRITE_BUTTONS) expect(centre.buttons, code).not.toContain(`"${code}"`);
      const school = await grantsOf(await signedIn(base, 'school'));
      for (const code of WRITE_BUTTONS) expect(school.buttons, code).toContain(code);
    });

    it('reads its schools’ staff by school and certificate state, and their attendance; writes nothing; another district sees none', async () => {
      const centre = await signedIn(base, 'centre');
      const all = (await centre.get<PageOf<Person>>(`${W}/list`, { size: '100' })).body.data;
      const schools = [...new Set(all.records.map((person) => person.schoolId))];
      expect(schools.length).toBeGreaterThan(1);
      const one = (await centre.get<PageOf<Person>>(`${W}/list`, { size: '100', schoolId: schools[0]! })).body.data;
      expect(one.total).toBeGreaterThan(0);
      expect(one.records.every((person) => person.schoolId === schools[0])).toBe(true);
      expect(one.records.every((person) => /^\d{4}\*{10}/.test(person.idCard))).toBe(true);
      const expired = (await centre.get<PageOf<Person>>(`${H}/list`, { size: '100', certState: '3' })).body.data;
      expect(expired.records.every((person) => person.certState === 3)).toBe(true);
      const expiredOfOne = (await centre.get<PageOf<Person>>(`${H}/list`, { size: '100', certState: '3', schoolId: schools[0]! })).body.data;
      expect(expiredOfOne.records.every((person) => person.schoolId === schools[0] && person.certState === 3)).toBe(true);
      expect((await centre.get(`${H}/list`, { certState: '9' })).body).toMatchObject({ code: 400, msg: '健康证状态不正确' });

      expect((await centre.get<PageOf<unknown>>(`${K}/attendanceRecord/list`, { size: '10' })).body.data.total).toBeGreaterThan(0);
      expect((await centre.get<PageOf<unknown>>(`${K}/attendanceGroup/list`)).body.data.total).toBeGreaterThan(0);

      const person = one.records[0]!;
      expect((await centre.post(`${W}/submit`, { canteenId: person.id, number: 'X1', name: '监管' })).body).toMatchObject(DENIED);
      expect((await centre.post(`${W}/remove`, {}, { ids: person.id })).body).toMatchObject(DENIED);
      expect((await centre.post(`${K}/attendanceGroup/submit`, { groupName: '监管组' })).body).toMatchObject({ code: 403 });
      expect((await centre.post(`${K}/mealStop/submit`, {})).body).toMatchObject({ code: 403 });

      const west = await signedIn(base, 'centre2', '100002');
      expect((await west.get<PageOf<Person>>(`${W}/list`)).body.data.total).toBe(0);
      expect((await west.get<PageOf<Person>>(`${H}/list`, { certState: '3' })).body.data.total).toBe(0);
      expect((await west.get(`${W}/detail`, { id: person.id })).body).toMatchObject({ code: 404 });
    });
  });
}

const postgres = inject('targets').find((candidate) => candidate.databaseUrl);

describe.skipIf(!postgres)('a database of the earlier release', () => {
  it('grants the supervising units the read-only screens at its next start, and no write button', async () => {
    const db = new pg.Client({ connectionString: postgres!.databaseUrl });
    await db.connect();
    try {
      // as the earlier release left it: no 人事管理 for education, the write buttons open to every role holding the menu
      await db.query(
        `DELETE FROM role_menu rm USING role r, menu m WHERE rm.role_id = r.id AND rm.menu_id = m.id AND r.role_alias = 'education'
            AND m.code IN ('workPersonnel', 'workPersonnelList', 'workPersonnelStatistics', 'healthCertificate', 'attendance', 'attendanceGroup',
                           'attendanceRecord', 'makeUpPunch', 'mealStop', 'attendanceReport')`,
      );
      await db.query(`UPDATE menu SET roles = '{}' WHERE code = ANY($1)`, [WRITE_BUTTONS]);
      await db.query(`DELETE FROM schema_migration WHERE version = '024_supervisor_staff_views'`);
      expect((await grantsOf(await signedIn(postgres!.url, 'centre'))).paths.has('/workPersonnel/list')).toBe(false);

      const next = await startServer({ DATABASE_URL: postgres!.databaseUrl!, CAPTCHA_FIXED_CODE: CAPTCHA, SEED_DEMO: '1' });
      try {
        const centre = await grantsOf(await signedIn(next.url, 'centre'));
        for (const path of READ_PATHS) expect(centre.paths.has(path), path).toBe(true);
        for (const code of WRITE_BUTTONS) expect(centre.buttons, code).not.toContain(`"${code}"`);
        const roles = await db.query<{ roles: string[] }>(`SELECT DISTINCT roles FROM menu WHERE code = ANY($1)`, [WRITE_BUTTONS]);
        expect(roles.rows).toEqual([{ roles: ['administrator', 'school', 'canteen'] }]);
      } finally {
        await next.stop();
      }
    } finally {
      await db.end();
    }
  });
});

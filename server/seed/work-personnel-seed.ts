// Demo data for 从业人员: the staff of two canteens of 东湖区 — 第一小学学生食堂 (the `canteen` account's, under
// `school`) and 实验中学第一食堂 (another school, for the scope tests) — with health certificates around today:
// four expire within 30 days, one (陈志强) has expired, one person has left (离职) and one is off duty (离岗).
// Their ids are fixed (WORK_PERSONNEL_IDS) so the attendance seed can put them in groups; 吴桂芳 is meant to stay
// in no group. Expiry dates count from the day the seed runs. Today's morning checks (晨检) are written for most
// people on duty, so signdNumber has figures on the demo's first day (seedMorningChecks runs again each day the
// server starts).
import type pg from 'pg';
import { idCardCheckChar } from '../modules/work-personnel/index.ts';
import { seedId, SPACE } from './ids.ts';
import type { Queryable } from '../platform/db/database.ts';
import { sql } from '../platform/db/sql.ts';
import { DB_TODAY, fromZoned } from '../platform/db/zoned.ts';

const CANTEEN1 = seedId(SPACE.dept, 4); // 第一小学学生食堂
const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const CANTEEN2A = seedId(SPACE.dept, 6); // 实验中学第一食堂
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学

interface PersonSeed {
  n: number;
  canteen: 'c1' | 'c2';
  number: string;
  name: string;
  sex: 1 | 2;
  post: string;
  /** Days from the seed day to the certificate's expiry; none: no certificate. */
  certDays?: number;
  status?: 2 | 3;
  /** The console account the person is linked to. */
  account?: string;
  birth: string;
}

const PEOPLE: PersonSeed[] = [
  { n: 1, canteen: 'c1', number: 'CY001', name: '王建国', sex: 1, post: 'chef', certDays: 200, birth: '19780312' },
  { n: 2, canteen: 'c1', number: 'CY002', name: '刘秀兰', sex: 2, post: 'pastry', certDays: 12, birth: '19820721' },
  { n: 3, canteen: 'c1', number: 'CY003', name: '陈志强', sex: 1, post: 'prep', certDays: -5, birth: '19850105' },
  { n: 4, canteen: 'c1', number: 'CY004', name: '杨丽', sex: 2, post: 'server', certDays: 300, birth: '19900918' },
  { n: 5, canteen: 'c1', number: 'CY005', name: '赵海', sex: 1, post: 'dishwasher', certDays: 20, birth: '19750630' },
  { n: 6, canteen: 'c1', number: 'CY006', name: '黄美玲', sex: 2, post: 'safetyOfficer', certDays: 400, birth: '19880214' },
  { n: 7, canteen: 'c1', number: 'CY007', name: '李食堂', sex: 2, post: 'manager', account: 'canteen', birth: '19800808' },
  { n: 8, canteen: 'c1', number: 'CY008', name: '周小平', sex: 1, post: 'purchaser', status: 2, birth: '19870403' },
  { n: 9, canteen: 'c1', number: 'CY009', name: '吴桂芳', sex: 2, post: 'kitchenHand', certDays: 150, birth: '19791127' },
  { n: 10, canteen: 'c2', number: 'SY001', name: '孙大伟', sex: 1, post: 'chef', certDays: 90, birth: '19760519' },
  { n: 11, canteen: 'c2', number: 'SY002', name: '马晓红', sex: 2, post: 'chef', certDays: 25, birth: '19830101' },
  { n: 12, canteen: 'c2', number: 'SY003', name: '朱军', sex: 1, post: 'prep', certDays: 365, birth: '19920611' },
  { n: 13, canteen: 'c2', number: 'SY004', name: '胡玉梅', sex: 2, post: 'server', certDays: 8, birth: '19810930' },
  { n: 14, canteen: 'c2', number: 'SY005', name: '郭强', sex: 1, post: 'dishwasher', certDays: 180, birth: '19740222' },
  { n: 15, canteen: 'c2', number: 'SY006', name: '何静', sex: 2, post: 'safetyOfficer', birth: '19891012' },
  { n: 16, canteen: 'c2', number: 'SY007', name: '罗志刚', sex: 1, post: 'storekeeper', status: 3, birth: '19770715' },
];

/** The fixed ids of the demo staff, by number (CY… in 第一小学学生食堂, SY… in 实验中学第一食堂). */
export const WORK_PERSONNEL_IDS: Record<string, string> = Object.fromEntries(PEOPLE.map((p) => [p.number, seedId(SPACE.workPersonnel, p.n)]));
/** The demo person left in no attendance group (on duty, 第一小学学生食堂). */
export const WORK_PERSONNEL_WITHOUT_GROUP = WORK_PERSONNEL_IDS.CY009!;
export const WORK_PERSONNEL_CANTEENS = { canteen1: CANTEEN1, school1: SCHOOL1, canteen2a: CANTEEN2A, school2: SCHOOL2 } as const;

/** A valid ID card number (region 330102, 杭州) for a birth date and a sequence. */
export function demoIdCard(birth: string, sequence: number): string {
  const first17 = `330102${birth}${String(sequence).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

export async function seedWorkPersonnel(client: pg.PoolClient): Promise<void> {
  const accounts = new Map(
    (await client.query<{ account: string; id: string }>(`SELECT account, id::text FROM app_user WHERE tenant_id = '100001' AND is_deleted = 0`)).rows.map(
      (row) => [row.account, row.id],
    ),
  );
  for (const p of PEOPLE) {
    await client.query(
      sql`INSERT INTO work_personnel (id, tenant_id, school_id, canteen_id, user_id, number, name, sex, phone, id_card, post, health_cert_no,
                                   health_cert_expiry, status, left_time)
       VALUES (${seedId(SPACE.workPersonnel, p.n)}, '100001', ${p.canteen === 'c1' ? SCHOOL1 : SCHOOL2}, ${p.canteen === 'c1' ? CANTEEN1 : CANTEEN2A}, ${p.account ? (accounts.get(p.account) ?? null) : null}, ${p.number}, ${p.name}, ${p.sex}, ${`1390011${String(p.n).padStart(4, '0')}`}, ${demoIdCard(p.birth, p.n * 2 + (p.sex === 1 ? 1 : 0))}, ${p.post}, ${p.certDays === undefined ? '' : `JKZ2025${String(p.n).padStart(5, '0')}`},
               ${DB_TODAY} + ${p.certDays ?? null}::int, ${p.status ?? 1}::smallint, CASE WHEN ${p.status ?? 1}::smallint = 3 THEN now() - interval '20 days' END)`,
    );
  }
  await seedMorningChecks(client);
}

/** Today's 晨检 for the demo staff on duty, all but 杨丽 and 郭强 (so the card shows some missing); once a day. */
export async function seedMorningChecks(client: Queryable): Promise<void> {
  await client.query(
    sql`INSERT INTO work_morning_check (tenant_id, school_id, canteen_id, personnel_id, person_name, record_date, check_time, temperature, result)
     SELECT p.tenant_id, p.school_id, p.canteen_id, p.id, p.name, ${DB_TODAY},
            ${fromZoned(DB_TODAY)}
              + make_interval(mins => 6 * 60 + 30 + (p.id % 40)::int),
            360 + (p.id % 8)::int, 1
       FROM work_personnel p
      WHERE p.id = ANY(${Object.values(WORK_PERSONNEL_IDS)}::bigint[]) AND p.status = 1 AND p.is_deleted = 0 AND p.number NOT IN ('CY004', 'SY005')
     ON CONFLICT (personnel_id, record_date) WHERE state = 1 DO NOTHING`,
  );
}

// Demo data for 考勤: the attendance groups of the two demo canteens (work-personnel-seed.ts), punches from
// 2026-10-01 to the reference day of the statistics (2026-11-20), a few make-ups (approved, pending, rejected) and
// meal stops (ended, running or upcoming as the days go by, one cancelled). 吴桂芳 (CY009) stays in no group and
// 罗志刚 (SY007) has left. The groups punch on the face devices of their canteens (devices-seed.ts, seeded after
// this: device_sns holds serial numbers only): 后厨组 FD1001 and FD1002, 采购组 FD1002, 排班组 FD2001. Fixed dates
// and a fixed-seed generator: the same rows every time, so October's report is always the same
// (tests/api/attendance.test.ts reads it).
import type pg from 'pg';
import { WORK_PERSONNEL_CANTEENS, WORK_PERSONNEL_IDS } from './work-personnel-seed.ts';
import { sql } from '../platform/db/sql.ts';
import { fromZoned } from '../platform/db/zoned.ts';

export const ATTENDANCE_FIRST_DAY = '2026-10-01';
/** The attendance demo's punches stop on a fixed day (the tests read its months), whatever day the data folder is made. */
const ATTENDANCE_LAST_DAY = '2026-11-20';
const TENANT = '100001';

interface GroupSeed {
  name: string;
  canteen: string;
  school: string;
  type: 1 | 2 | 3;
  shifts: { name: string; start: string; end: string }[];
  workdays: number[];
  members: string[];
  exempt?: string[];
  supervisors?: string[];
  /** Its punch devices: face devices of its canteen (devices-seed.ts). Arrivals are punched on the first, leavings on the last. */
  devices: string[];
}

export const DEMO_GROUPS: GroupSeed[] = [
  {
    name: '第一小学后厨组',
    canteen: WORK_PERSONNEL_CANTEENS.canteen1,
    school: WORK_PERSONNEL_CANTEENS.school1,
    type: 1,
    shifts: [{ name: '早班', start: '06:00', end: '13:30' }],
    workdays: [1, 2, 3, 4, 5],
    members: ['CY001', 'CY002', 'CY003', 'CY004', 'CY005', 'CY006'],
    exempt: ['CY007'],
    supervisors: ['canteen'],
    devices: ['FD1001', 'FD1002'],
  },
  {
    name: '第一小学采购组',
    canteen: WORK_PERSONNEL_CANTEENS.canteen1,
    school: WORK_PERSONNEL_CANTEENS.school1,
    type: 3,
    shifts: [],
    workdays: [1, 2, 3, 4, 5],
    members: ['CY008'],
    supervisors: ['canteen'],
    devices: ['FD1002'],
  },
  {
    name: '实验中学一食堂排班组',
    canteen: WORK_PERSONNEL_CANTEENS.canteen2a,
    school: WORK_PERSONNEL_CANTEENS.school2,
    type: 2,
    shifts: [
      { name: '早班', start: '05:30', end: '12:30' },
      { name: '晚班', start: '12:30', end: '19:30' },
    ],
    workdays: [1, 2, 3, 4, 5, 6],
    members: ['SY001', 'SY002', 'SY003', 'SY004', 'SY005', 'SY006'],
    devices: ['FD2001'],
  },
];

/** Days without a punch (person number → days); some of them made up below. */
const ABSENT: Record<string, string[]> = {
  CY002: ['2026-10-15', '2026-11-04'],
  CY003: ['2026-11-18'],
  CY004: ['2026-11-11'],
  // on leave, with a meal stop, from the 16th to the 20th of November (there is no leave workflow yet)
  CY005: ['2026-10-20', '2026-10-21', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'],
  SY002: ['2026-11-17'],
  SY004: ['2026-10-27'],
};

const MAKE_UPS: { person: string; day: string; shift: string; reason: string; status: 0 | 1 | 2; opinion?: string }[] = [
  { person: 'CY002', day: '2026-11-04', shift: '早班', reason: '人脸识别设备故障，未能打卡', status: 1, opinion: '已核实设备故障' },
  { person: 'CY003', day: '2026-11-18', shift: '早班', reason: '到岗后忘记打卡', status: 0 },
  { person: 'CY004', day: '2026-11-11', shift: '早班', reason: '外出采购未打卡', status: 2, opinion: '当日未安排外出采购' },
  { person: 'SY002', day: '2026-11-17', shift: '晚班', reason: '临时顶班未打卡', status: 0 },
];

const MEAL_STOPS: { person: string; start: string; end: string; meals: number[]; reason: string; cancelled?: boolean }[] = [
  { person: 'CY005', start: '2026-11-16', end: '2026-11-20', meals: [1, 2, 3], reason: '休假回老家' },
  { person: 'CY006', start: '2026-11-09', end: '2026-11-10', meals: [2], reason: '外出培训', cancelled: true },
  { person: 'SY003', start: '2026-11-23', end: '2026-12-04', meals: [2], reason: '午间在校外进修' },
  { person: 'CY001', start: '2026-12-01', end: '2026-12-05', meals: [1, 2], reason: '年休假' },
];

/** mulberry32: a tiny deterministic generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
/** A wall-clock time on a day, as local text (made an instant in the deployment's zone by the insert: fromZoned). */
const at = (day: string, minutes: number) => `${day} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;

function* days(from: string, to: string): Generator<{ day: string; weekday: number }> {
  for (let date = new Date(`${from}T00:00:00Z`); date.toISOString().slice(0, 10) <= to; date.setUTCDate(date.getUTCDate() + 1))
    yield { day: date.toISOString().slice(0, 10), weekday: date.getUTCDay() || 7 };
}

const id = (number: string) => WORK_PERSONNEL_IDS[number]!;

export async function seedAttendance(client: pg.PoolClient): Promise<void> {
  const accounts = new Map(
    (await client.query<{ account: string; id: string }>(sql`SELECT account, id::text FROM app_user WHERE tenant_id = ${TENANT} AND is_deleted = 0`)).rows.map(
      (row) => [row.account, row.id],
    ),
  );
  const random = generator(20261120);
  const punches: { person: string; canteen: string; group: string; time: string; day: string; device: string }[] = [];
  const groupOf = new Map<string, string>();
  // the groups were set up at 08:00 of the first day, in the deployment's zone
  const created = fromZoned(sql`${`${ATTENDANCE_FIRST_DAY} 08:00:00`}`);
  for (const group of DEMO_GROUPS) {
    const { rows } = await client.query<{ id: string }>(
      sql`INSERT INTO attendance_group (tenant_id, school_id, canteen_id, group_name, group_type, shifts, workdays, supervisor_ids, device_sns, create_time, update_time)
       VALUES (${TENANT}, ${group.school}, ${group.canteen}, ${group.name}, ${group.type}, ${JSON.stringify(group.shifts)}::jsonb, ${group.workdays}::smallint[], ${(group.supervisors ?? []).map((account) => accounts.get(account)!)}::bigint[], ${group.devices}::text[], ${created}, ${created}) RETURNING id::text`,
    );
    const groupId = rows[0]!.id;
    const people = [...group.members.map((number) => ({ number, exempt: false })), ...(group.exempt ?? []).map((number) => ({ number, exempt: true }))];
    await client.query(
      sql`INSERT INTO attendance_group_member (person_id, group_id, tenant_id, exempt, sort, join_date)
       SELECT person, ${groupId}, ${TENANT}, exempt, n - 1, ${ATTENDANCE_FIRST_DAY}::date FROM unnest(${people.map((person) => id(person.number))}::bigint[], ${people.map((person) => person.exempt)}::boolean[]) WITH ORDINALITY AS x(person, exempt, n)`,
    );
    for (const number of group.members) groupOf.set(number, groupId);
    for (const [index, number] of group.members.entries()) {
      for (const { day, weekday } of days(ATTENDANCE_FIRST_DAY, ATTENDANCE_LAST_DAY)) {
        if (!group.workdays.includes(weekday) || ABSENT[number]?.includes(day)) continue;
        const late = random() < 0.08;
        // a scheduled group's people take turns: one week early, the next late
        const week = Math.floor((Date.parse(day) - Date.parse(ATTENDANCE_FIRST_DAY)) / (7 * 86_400_000));
        const shift = group.type === 2 ? group.shifts[(index + week) % 2]! : group.shifts[0];
        const start = shift ? minutesOf(shift.start) : 8 * 60 + Math.floor(random() * 90);
        const end = shift ? minutesOf(shift.end) : 16 * 60 + Math.floor(random() * 90);
        const arrive = late ? start + 3 + Math.floor(random() * 25) : start - 1 - Math.floor(random() * 20);
        const leave = end + Math.floor(random() * 25);
        const row = { person: id(number), canteen: group.canteen, group: groupId, day };
        punches.push({ ...row, time: at(day, arrive), device: group.devices[0]! }, { ...row, time: at(day, leave), device: group.devices.at(-1)! });
      }
    }
  }
  await client.query(
    sql`INSERT INTO attendance_punch (tenant_id, canteen_id, person_id, group_id, punch_time, punch_date, source, device_sn)
     SELECT ${TENANT}, canteen, person, grp, ${fromZoned('time')}, day, 1, device FROM unnest(${punches.map((row) => row.canteen)}::bigint[], ${punches.map((row) => row.person)}::bigint[], ${punches.map((row) => row.group)}::bigint[], ${punches.map((row) => row.time)}::timestamp[], ${punches.map((row) => row.day)}::date[], ${punches.map((row) => row.device)}::text[])
       AS x(canteen, person, grp, time, day, device)`,
  );

  const canteenOf = (number: string) => (number.startsWith('CY') ? WORK_PERSONNEL_CANTEENS.canteen1 : WORK_PERSONNEL_CANTEENS.canteen2a);
  const clockOf = (number: string, shiftName: string) => {
    const group = DEMO_GROUPS.find((item) => item.members.includes(number))!;
    return group.shifts.find((shift) => shift.name === shiftName)!.start;
  };
  const manager = accounts.get('canteen')!;
  // the canteen applies and the school decides: nobody decides their own make-up (docs/product-rules.md#attendance)
  const decider = accounts.get('school')!;
  for (const makeUp of MAKE_UPS) {
    const decided = makeUp.status !== 0;
    const { rows } = await client.query<{ id: string }>(
      sql`INSERT INTO attendance_make_up (tenant_id, canteen_id, group_id, person_id, punch_date, shift_name, punch_clock, reason, status, opinion,
                                       create_user, create_time, decide_user, decide_time)
       VALUES (${TENANT}, ${canteenOf(makeUp.person)}, ${groupOf.get(makeUp.person)}, ${id(makeUp.person)}, ${makeUp.day}::date, ${makeUp.shift}, ${clockOf(makeUp.person, makeUp.shift)}::time, ${makeUp.reason}, ${makeUp.status}, ${makeUp.opinion ?? ''}, ${manager}, ${fromZoned(sql`${makeUp.day}::date + interval '1 day 09:00'`)},
               CASE WHEN ${decided}::boolean THEN ${decider}::bigint END, CASE WHEN ${decided}::boolean THEN ${fromZoned(sql`${makeUp.day}::date + interval '1 day 15:00'`)} END)
       RETURNING id::text`,
    );
    if (makeUp.status === 1)
      await client.query(
        sql`INSERT INTO attendance_punch (tenant_id, canteen_id, person_id, group_id, punch_time, punch_date, source, make_up_id)
         SELECT tenant_id, canteen_id, person_id, group_id, ${fromZoned('punch_date + punch_clock')}, punch_date, 2, id FROM attendance_make_up WHERE id = ${rows[0]!.id}`,
      );
  }

  for (const stop of MEAL_STOPS) {
    const cancelled = Boolean(stop.cancelled);
    await client.query(
      sql`INSERT INTO attendance_meal_stop (tenant_id, canteen_id, person_id, start_date, end_date, dinner_types, reason, status, create_user, create_time,
                                         cancel_user, cancel_time)
       VALUES (${TENANT}, ${canteenOf(stop.person)}, ${id(stop.person)}, ${stop.start}::date, ${stop.end}::date, ${stop.meals}::smallint[], ${stop.reason},
               ${cancelled ? 2 : 1}, ${manager}, ${fromZoned(sql`(${stop.start}::date - 3) + time '10:00'`)},
               CASE WHEN ${cancelled}::boolean THEN ${manager}::bigint END, CASE WHEN ${cancelled}::boolean THEN ${fromZoned(sql`(${stop.start}::date - 1) + time '10:00'`)} END)`,
    );
  }
}

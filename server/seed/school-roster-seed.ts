// The demo "school roster" (school_roster, docs/product-rules.md#personnel-sync): a copy of each school's diners as
// the school's own records hold them, with four differences a school a day might have — a new student, a changed
// class, a changed card number and a differing cash balance — so that 同步数据 has something to do.
import type pg from 'pg';
import { DINER_SCHOOLS } from './system-personnel-seed.ts';
import { sql } from '../platform/db/sql.ts';

export async function seedSchoolRoster(pool: pg.PoolClient): Promise<void> {
  const schools = DINER_SCHOOLS.map((school) => school.school);
  await pool.query(
    sql`INSERT INTO school_roster (tenant_id, school_id, personnel_no, name, type, class_name, card_no, cash)
     SELECT p.tenant_id, p.school_id, p.personnel_no, p.name, p.type, COALESCE(p.class_name, ''),
            (SELECT card_no FROM sys_card c WHERE c.personnel_id = p.id AND c.status <> 4), COALESCE(w.cash, 0)
       FROM sys_personnel p LEFT JOIN sys_wallet w ON w.personnel_id = p.id
      WHERE p.school_id = ANY(${schools}::bigint[]) AND p.is_deleted = 0 AND p.status = 1
     ON CONFLICT DO NOTHING`,
  );
  for (const { key, school } of DINER_SCHOOLS) {
    // the last three students of the school: one moved class, one has a new card, one's cash differs by ¥5
    const { rows } = await pool.query<{ personnel_no: string }>(
      sql`SELECT personnel_no FROM school_roster WHERE school_id = ${school} AND type = 2 ORDER BY personnel_no DESC LIMIT 3`,
    );
    const [moved, carded, richer] = rows.map((row) => row.personnel_no);
    await pool.query(sql`UPDATE school_roster SET class_name = '六年级九班' WHERE school_id = ${school} AND personnel_no = ${moved}`);
    await pool.query(sql`UPDATE school_roster SET card_no = ${`SYNC${key}0001`} WHERE school_id = ${school} AND personnel_no = ${carded}`);
    await pool.query(sql`UPDATE school_roster SET cash = cash + 500 WHERE school_id = ${school} AND personnel_no = ${richer}`);
    await pool.query(
      sql`INSERT INTO school_roster (tenant_id, school_id, personnel_no, name, type, class_name, card_no, cash)
       VALUES ('100001', ${school}, ${`NEW${key}0001`}, '新转入学生', 2, '一年级一班', ${`SYNC${key}0002`}, 0) ON CONFLICT DO NOTHING`,
    );
  }
}

// The number a new person is proposed (新增从业人员's 编号): the next free one in the style the canteen already uses —
// its most used prefix with the highest number after it plus one, zero-padded to the same width (CY007 → CY008) — or,
// for a canteen without numbered people, the school's style; 0001 when neither has one. A proposal only: the field
// stays editable and the save checks uniqueness (该编号已存在) as for any number.
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';

const NUMBERED = /^(.*?)(\d+)$/;

/** The next number after `numbers` (all the school's live numbers are `taken`), skipping any taken. */
export function nextNumber(numbers: readonly string[], taken: ReadonlySet<string>): string {
  const parts = numbers.flatMap((number) => {
    const match = NUMBERED.exec(number);
    return match ? [{ prefix: match[1]!, digits: match[2]! }] : [];
  });
  const counts = new Map<string, number>();
  for (const part of parts) counts.set(part.prefix, (counts.get(part.prefix) ?? 0) + 1);
  const prefix = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const mine = parts.filter((part) => part.prefix === prefix);
  const width = mine.length ? Math.max(...mine.map((part) => part.digits.length)) : 4;
  let next = mine.length ? Math.max(...mine.map((part) => Number(part.digits))) + 1 : 1;
  const format = (n: number) => `${prefix ?? ''}${String(n).padStart(width, '0')}`;
  while (taken.has(format(next))) next += 1;
  return format(next);
}

/** The proposal for a new person of `canteenId` (of `schoolId`): the canteen's style first, else the school's. */
export async function proposeNumber(db: Queryable, schoolId: string, canteenId: string): Promise<string> {
  const { rows } = await db.query<{ number: string; canteen_id: string }>(
    sql`SELECT number, canteen_id::text FROM work_personnel WHERE school_id = ${schoolId} AND is_deleted = 0`,
  );
  const taken = new Set(rows.map((row) => row.number));
  const ofCanteen = rows.filter((row) => row.canteen_id === canteenId && NUMBERED.test(row.number)).map((row) => row.number);
  return nextNumber(ofCanteen.length ? ofCanteen : rows.map((row) => row.number), taken);
}

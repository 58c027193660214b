// The 函询 items of 待办提醒 (server/platform/todo/registry.ts): the school's letters to answer (sent, not yet replied) and the
// sender's letters to close (replied, not yet closed), counted as the letter list filtered by that status.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { LETTER_ANSWERERS, LETTER_SENDERS } from '../../platform/access/policy.ts';
import { staffActor } from '../../platform/access/actor.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { LETTER_STATUS, visibility } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';

const withStatus = (status: number) => async (db: Queryable, claims: AccessClaims) => {
  const where = await visibility(db, await staffActor(db, claims));
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM inquiry_letter l WHERE ${where} AND l.is_deleted = 0 AND l.status = ${status}`,
  );
  return rows[0]!.count;
};

export const letterTodo: TodoDefinition[] = [
  {
    key: 'letter.answer',
    roles: LETTER_ANSWERERS,
    path: '/jiwei/letter',
    query: { status: String(LETTER_STATUS.sent) },
    count: withStatus(LETTER_STATUS.sent),
  },
  {
    key: 'letter.close',
    roles: LETTER_SENDERS,
    path: '/jiwei/letter',
    query: { status: String(LETTER_STATUS.replied) },
    count: withStatus(LETTER_STATUS.replied),
  },
];

// The bidding domain's 待办提醒 items (server/platform/todo/registry.ts): the approver's tenders to approve, the panel expert's
// tenders still to score, the tenderer's sign-ups to review and awards to make. Each counts what the list its link
// opens shows: the tenders the caller may see (caller.ts visibleTo) in the one state.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { BID_APPROVERS, BID_SCORERS, HOME_SUPPLIERS, TENDERERS } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { biddingCaller, visibleTo, type BiddingCaller } from './caller.ts';
import { sql, type Sql } from '../../platform/db/sql.ts';
import { EVALUATION, PROGRESS } from './states.ts';
import { openTenders, signUpsWhere, SHORTLISTED } from './home.ts';

/** The list filter `toScore`: the tenders in 评标中 whose scores the calling expert has not yet submitted (none for anyone else). */
export function toScoreWhere(caller: BiddingCaller): Sql {
  if (caller.kind !== 'staff' || !caller.expertId) return sql`false`;
  return sql`b.bidding_progress = ${PROGRESS.evaluating} AND NOT EXISTS (SELECT 1 FROM bid_evaluation e
    WHERE e.bidding_id = b.id AND e.expert_id = ${caller.expertId}::bigint AND e.status = ${EVALUATION.final})`;
}

async function tenders(db: Queryable, claims: AccessClaims, where: (caller: BiddingCaller) => Sql): Promise<number> {
  const caller = await biddingCaller(db, claims);
  const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM bidding b WHERE ${visibleTo(caller)} AND ${where(caller)}`);
  return rows[0]!.count;
}

const inState = (progress: number) => (db: Queryable, claims: AccessClaims) => tenders(db, claims, () => sql`b.bidding_progress = ${progress}`);

export const biddingTodo: TodoDefinition[] = [
  {
    key: 'bidding.approve',
    roles: BID_APPROVERS,
    path: '/zhaobiao/approve/index',
    query: { biddingProgress: String(PROGRESS.pending) },
    count: inState(PROGRESS.pending),
  },
  {
    key: 'bidding.score',
    roles: BID_SCORERS,
    path: '/zhaobiao/evaluate/index',
    query: { toScore: '1' },
    count: (db, claims) => tenders(db, claims, toScoreWhere),
  },
  {
    key: 'bidding.review',
    roles: TENDERERS,
    path: '/zhaobiao/bidding/index',
    query: { biddingProgress: String(PROGRESS.review) },
    count: inState(PROGRESS.review),
  },
  {
    key: 'bidding.award',
    roles: TENDERERS,
    path: '/zhaobiao/bidding/index',
    query: { biddingProgress: String(PROGRESS.awaitingAward) },
    count: inState(PROGRESS.awaitingAward),
  },
  // the supplier's: 招标大厅's 报名中 and 我的投标's 已入围, counted as those lists show them (home.ts)
  {
    key: 'bidding.signUp',
    roles: HOME_SUPPLIERS,
    path: '/toubiao/hall/index',
    query: { biddingProgress: String(PROGRESS.signUp) },
    count: openTenders,
  },
  {
    key: 'bidding.shortlisted',
    roles: HOME_SUPPLIERS,
    path: '/toubiao/my/index',
    query: { tab: 'shortlisted' },
    count: (db, claims) => signUpsWhere(db, claims, SHORTLISTED),
  },
];

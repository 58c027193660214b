// What attendance asks of a person's removal, leaving or move to another canteen (modules/work-personnel/removal.ts): a
// person with a pending make-up may not go until it is decided (400, naming them); one who goes leaves their
// attendance group (a move too: the group is the old canteen's). Both run in the removal's transaction, with the
// people locked — an application for them waits on that lock, then finds them gone.
// No leave workflow exists yet, so "a running leave" is not checked here.
import { AFTER_LEAVING, LEAVING_VERB, REMOVAL_CHECKS, type AfterLeaving, type RemovalCheck } from '../work-personnel/index.ts';
import { sql } from '../../platform/db/sql.ts';

const pendingMakeUp: RemovalCheck = async (client, leaving) => {
  const { rows } = await client.query<{ name: string }>(
    sql`SELECT p.name FROM attendance_make_up u JOIN work_personnel p ON p.id = u.person_id
      WHERE u.person_id = ANY(${leaving.ids}::bigint[]) AND u.status = 0 ORDER BY p.number, p.id LIMIT 1`,
  );
  const name = rows[0]?.name;
  return name ? `从业人员“${name}”有待审批的补卡，请先审批后再${LEAVING_VERB[leaving.kind]}` : null;
};

const outOfGroups: AfterLeaving = async (client, leaving) => {
  await client.query(sql`DELETE FROM attendance_group_member WHERE person_id = ANY(${leaving.ids}::bigint[])`);
};

/** Adds attendance's rules to the removal of people (once, however many apps a process builds). */
export function registerLeavingRules(): void {
  if (!REMOVAL_CHECKS.includes(pendingMakeUp)) REMOVAL_CHECKS.push(pendingMakeUp);
  if (!AFTER_LEAVING.includes(outOfGroups)) AFTER_LEAVING.push(outOfGroups);
}

// The 供餐 items of 待办提醒 (server/platform/todo/registry.ts), each counted as the list its card opens filters:
// the school's deliveries awaiting acceptance and those of them that arrived cold; the supervisors' providers whose
// licence has lapsed or lapses within 30 days; a provider's account, the orders addressed to it awaiting its confirmation.
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { MEAL_KEEPERS, MEAL_PROVIDERS, MEAL_SUPERVISORS, ROLE } from '../../platform/access/policy.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { APP_TODAY } from '../../platform/db/zoned.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { EXPIRES_SOON_DAYS } from '../supplier/index.ts';
import { orderFilter } from './orders-sql.ts';
import { providerScope, readScope } from './scope.ts';
import { MEAL_ORDER } from './states.ts';

const delivered = (cold: boolean) => async (db: Queryable, claims: AccessClaims) => {
  const scope = await readScope(db, claims);
  const where = orderFilter({ tenantId: scope.actor.tenantId, schoolIds: scope.schoolIds, statuses: [MEAL_ORDER.delivered], cold });
  const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM meal_order o WHERE ${where}`);
  return rows[0]!.count;
};

const toConfirm = async (db: Queryable, claims: AccessClaims) => {
  const { tenantId, providerIds } = await providerScope(db, claims);
  const where = orderFilter({ tenantId, providerIds, statuses: [MEAL_ORDER.placed] });
  const { rows } = await db.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM meal_order o WHERE ${where}`);
  return rows[0]!.count;
};

const lapsingLicences = async (db: Queryable, claims: AccessClaims) => {
  const scope = await readScope(db, claims);
  const { rows } = await db.query<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM meal_provider p
          JOIN supplier_qualification l ON l.supplier_id = p.supplier_id AND l.doc_type = 2 AND l.is_deleted = 0
         WHERE p.tenant_id = ${scope.actor.tenantId} AND l.expire_date <= ${APP_TODAY} + ${EXPIRES_SOON_DAYS}::int
           AND EXISTS (SELECT 1 FROM meal_supply_school m WHERE m.provider_id = p.id AND m.school_id = ANY(${scope.schoolIds}::bigint[]))`,
  );
  return rows[0]!.count;
};

export const mealSupplyTodo: TodoDefinition[] = [
  {
    key: 'mealSupply.accept',
    roles: MEAL_KEEPERS,
    path: '/gongcan/acceptance/index',
    query: { status: String(MEAL_ORDER.delivered) },
    count: delivered(false),
  },
  {
    key: 'mealSupply.cold',
    roles: MEAL_KEEPERS,
    path: '/gongcan/acceptance/index',
    query: { status: String(MEAL_ORDER.delivered), cold: '1' },
    count: delivered(true),
  },
  {
    key: 'mealSupply.confirm',
    roles: MEAL_PROVIDERS,
    path: '/peisong/mealOrder/index',
    query: { status: String(MEAL_ORDER.placed) },
    count: toConfirm,
  },
  {
    key: 'mealSupply.licence',
    roles: MEAL_SUPERVISORS.filter((role) => role !== ROLE.administrator),
    path: '/xiaowaigongcan/company/index',
    query: { licence: 'warn' },
    count: lapsingLicences,
  },
];

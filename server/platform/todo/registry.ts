// The to-do summary (待办提醒, GET /api/rabbit-desk/todo/summary): each domain registers its items in a todo.ts of its
// own, and this file gathers them. An item is counted in the caller's reach by the same conditions as the list its
// link opens, so the card and the list agree (docs/product-rules.md#to-do-summary). Nothing is stored: every count
// is computed when asked. A count that fails or overruns its budget comes back unavailable; the others still show.
import type { FastifyBaseLogger } from 'fastify';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Queryable } from '../db/database.ts';
import { roleAliasOf, roleOf } from '../access/role.ts';
import { sql } from '../db/sql.ts';

export interface TodoDefinition {
  /** `domain.item`: the console translates the card's title by it, and groups by the part before the dot. */
  key: string;
  /** The role aliases (platform/access/policy.ts) that see the item; `supplier` for supplier accounts. */
  roles: readonly string[];
  /** The screen the card opens, with the filters that make its list show exactly what is counted. */
  path: string;
  query?: Record<string, string>;
  /** How many, in the caller's reach. */
  count: (db: Queryable, claims: AccessClaims) => Promise<number>;
}

export interface TodoSummaryItem {
  key: string;
  count: number | null;
  link: string;
  /** Present (true) when the count could not be computed. */
  error?: true;
}

/** Every registered item, in the order the cards show: each module's `todo` (platform/module.ts), installed at start. */
const REGISTRY: TodoDefinition[] = [];
export const registerTodo = (items: readonly TodoDefinition[]) =>
  void REGISTRY.push(...items.filter((item) => !REGISTRY.some((known) => known.key === item.key)));
export const registeredTodo = (): readonly TodoDefinition[] => REGISTRY;

/** How long one item's count may take before it is given up as unavailable. */
export const TODO_BUDGET_MS = 3000;

export const linkOf = (item: Pick<TodoDefinition, 'path' | 'query'>): string =>
  item.query && Object.keys(item.query).length ? `${item.path}?${new URLSearchParams(item.query).toString()}` : item.path;

/** `work`, or a rejection once it has taken `ms`: the to-do counts' and the home pages' parts' budget. */
export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** How long a caller's summary may be answered again from memory, while nothing has been written to the database. */
export const TODO_CACHE_MS = 60_000;
const CACHE_ENTRIES = 5_000;
const cache = new Map<string, { lsn: string; at: number; items: TodoSummaryItem[] }>();

/**
 * The caller's summary, kept briefly: answered again from memory while the database's write-ahead log has not moved
 * — any write, by any instance, invalidates every kept summary (a count is never older than the last write) — and for
 * at most TODO_CACHE_MS, since some counts move with the clock alone. The log's position is read before the counts,
 * so a write committed while they are counted is never hidden. A summary with an unavailable item is not kept.
 */
export async function cachedTodoSummary(
  db: Queryable,
  claims: AccessClaims,
  options: { log?: FastifyBaseLogger; now?: () => number; registry?: readonly TodoDefinition[] } = {},
): Promise<TodoSummaryItem[]> {
  const now = options.now ?? Date.now;
  const key = `${claims.tenantId}|${claims.kind}|${claims.subjectId}`;
  const { rows } = await db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  const lsn = rows[0]!.lsn;
  const kept = cache.get(key);
  if (kept && kept.lsn === lsn && now() - kept.at < TODO_CACHE_MS) return kept.items;
  const items = await todoSummary(db, claims, { log: options.log, registry: options.registry });
  cache.delete(key);
  if (!items.some((item) => item.error)) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { lsn, at: now(), items });
  }
  return items;
}

/** The paths of the menus the caller's role is granted. */
async function grantedPaths(db: Queryable, claims: AccessClaims): Promise<Set<string>> {
  const roleId = await roleOf(db, claims);
  if (!roleId) return new Set();
  const { rows } = await db.query<{ path: string }>(
    sql`SELECT m.path FROM role_menu rm JOIN menu m ON m.id = rm.menu_id WHERE rm.role_id = ${roleId} AND m.category = 1 AND m.is_deleted = 0`,
  );
  return new Set(rows.map((row) => row.path));
}

/** The items the caller's role sees, each counted on its own: one that throws or overruns is `{ count: null, error: true }`. */
export async function todoSummary(
  db: Queryable,
  claims: AccessClaims,
  { registry = REGISTRY, budgetMs = TODO_BUDGET_MS, log }: { registry?: readonly TodoDefinition[]; budgetMs?: number; log?: FastifyBaseLogger } = {},
): Promise<TodoSummaryItem[]> {
  const [role, menus] = await Promise.all([roleAliasOf(db, claims), grantedPaths(db, claims)]);
  // an item is the role's, and its link a screen the role's menus hold (a role's grants can be narrowed in 菜单管理;
  // the platform administrator holds no business screen): never a card that opens a refusal
  const mine = registry.filter((item) => item.roles.includes(role) && menus.has(item.path));
  return Promise.all(
    mine.map(async (item): Promise<TodoSummaryItem> => {
      const link = linkOf(item);
      try {
        return { key: item.key, count: await withinBudget(item.count(db, claims), budgetMs), link };
      } catch (error) {
        log?.warn({ err: error, todo: item.key }, 'to-do count unavailable');
        return { key: item.key, count: null, link, error: true };
      }
    }),
  );
}

// Who calls a finance route and which books they reach (the role rules are platform/access/policy.ts: finance.keep,
// finance.reopen, finance.read). A keeper keeps one book: a school user its school's, a canteen user its school's
// (its department's parent), a supplier account its company's. A reader (the supervising units, the administrator)
// reads the books of the schools of its reach and writes nothing. A book outside the caller's reach is not found.
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { authenticate } from '../../platform/auth/guard.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { staffActor } from '../../platform/access/actor.ts';
import { hasButton } from '../../platform/access/buttons.ts';
import { allows, ROLE } from '../../platform/access/policy.ts';
import { ownSchoolOf, schoolsInReach } from '../../platform/access/reach.ts';
import { ApiError, forbidden } from '../../platform/http/envelope.ts';
import { sql } from '../../platform/db/sql.ts';
import { bookById, bookOfSchool, bookOfSupplier, type Book } from './books.ts';
import { BOOK_KIND } from './chart.ts';

export interface FinanceCaller {
  claims: AccessClaims;
  tenantId: string;
  /** the staff user's or the supplier account's id */
  userId: string;
  name: string;
  role: string;
  /** the one book the caller keeps (school side or supplier); undefined for a reader */
  keeps?: Book;
  /** the schools whose books a reader reads; [] for a keeper */
  readsSchools: string[];
}

export const BOOK_NOT_FOUND = '账簿不存在';
export const bookNotFound = () => new ApiError(404, BOOK_NOT_FOUND);

async function supplierCaller(db: Queryable, claims: AccessClaims): Promise<FinanceCaller> {
  const { rows } = await db.query<{ supplier_id: string; name: string }>(
    sql`SELECT c.id::text AS supplier_id, a.real_name AS name FROM supplier_account a JOIN supplier_company c ON c.id = a.company_id AND c.is_deleted = 0
         WHERE a.id = ${claims.subjectId} AND a.tenant_id = ${claims.tenantId} AND a.is_deleted = 0`,
  );
  const row = rows[0];
  if (!row) throw forbidden();
  const keeps = await bookOfSupplier(db, row.supplier_id);
  return { claims, tenantId: claims.tenantId, userId: claims.subjectId, name: row.name, role: ROLE.supplier, keeps, readsSchools: [] };
}

const callers = new WeakMap<AccessClaims, Promise<FinanceCaller>>();

/** The caller of a session's claims (found once per request): 403 for a role that neither keeps nor reads books. */
export function financeCallerOf(db: Queryable, claims: AccessClaims): Promise<FinanceCaller> {
  let caller = callers.get(claims);
  if (!caller) {
    caller = loadCaller(db, claims);
    callers.set(claims, caller);
  }
  return caller;
}

async function loadCaller(db: Queryable, claims: AccessClaims): Promise<FinanceCaller> {
  if (claims.kind === 'supplier') return supplierCaller(db, claims);
  const actor = await staffActor(db, claims);
  const base = { claims, tenantId: actor.tenantId, userId: actor.userId, name: actor.name, role: actor.role, readsSchools: [] as string[] };
  if (allows('finance.keep', actor.role)) {
    // a school user at its school, a canteen user at its canteen: anywhere else they keep nothing
    const [school] = await schoolsInReach(db, actor);
    if (!school || school !== ownSchoolOf(actor)) throw forbidden();
    return { ...base, keeps: await bookOfSchool(db, school) };
  }
  if (allows('finance.read', actor.role)) return { ...base, readsSchools: await schoolsInReach(db, actor) };
  throw forbidden();
}

export const financeCaller = async (ctx: AppContext, request: FastifyRequest) => financeCallerOf(ctx.db.pool, await authenticate(ctx, request));

/** The book the caller reads: its own, or a school's of a reader's reach; 404 otherwise. */
export async function readableBook(db: Queryable, caller: FinanceCaller, bookId: string | undefined): Promise<Book> {
  if (!bookId) throw bookNotFound();
  if (caller.keeps) {
    if (caller.keeps.id !== bookId) throw bookNotFound();
    return caller.keeps;
  }
  const book = await bookById(db, bookId);
  if (!book || book.tenantId !== caller.tenantId || !book.schoolId || !caller.readsSchools.includes(book.schoolId)) throw bookNotFound();
  return book;
}

/** The book the caller keeps, named by id: 404 for a book it does not reach, 403 for a reader's book. */
export async function keptBook(db: Queryable, caller: FinanceCaller, bookId: string | undefined): Promise<Book> {
  const book = await readableBook(db, caller, bookId);
  if (caller.keeps?.id !== book.id) throw forbidden();
  return book;
}

/** The book a keeper keeps (for calls naming vouchers, not a book): 403 for a reader. */
export function ownBook(caller: FinanceCaller): Book {
  if (!caller.keeps) throw forbidden();
  return caller.keeps;
}

/** The buttons of the school's book and of a supplier's (server/seed/menus.ts `top('finance'`); none where the menu has none. */
const BUTTONS = {
  add: ['voucher_add', 'supplier_voucher_add'],
  edit: ['voucher_edit', 'supplier_voucher_edit'],
  remove: ['voucher_delete', 'supplier_voucher_delete'],
  audit: ['voucher_audit', 'supplier_voucher_audit'],
  post: ['voucher_post', 'supplier_voucher_post'],
  // a supplier's 冲销 makes a new draft: its 新增凭证
  reverse: ['voucher_reverse', 'supplier_voucher_add'],
  subject: ['subject_edit', undefined],
  subjectAdd: ['subject_add', undefined],
  subjectRemove: ['subject_delete', undefined],
  close: ['period_close', undefined],
  reopen: ['period_reopen', undefined],
} as const satisfies Record<string, readonly [string, string | undefined]>;
export type FinanceAction = keyof typeof BUTTONS;

/** 403 unless the caller's role has the action's button on a book of this kind (a supplier's book has fewer buttons: the rule alone). */
export async function requireAction(db: Queryable, caller: FinanceCaller, book: Book, action: FinanceAction): Promise<void> {
  if (action === 'reopen' && !allows('finance.reopen', caller.role)) throw forbidden();
  const code = BUTTONS[action][book.kind === BOOK_KIND.school ? 0 : 1];
  if (code && !(await hasButton(db, caller.claims, code))) throw forbidden();
}

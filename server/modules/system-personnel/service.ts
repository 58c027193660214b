// The writes of 人员信息 (routes/diner-writes.ts), each one transaction over diners of the caller's schools: a save
// (create with wallet and card, or a versioned edit), removal (refused for a person with wallet transactions, their
// cards cancelled), the bulk edit of meal plan, class or canteen, and the reset of the own-app password.
import { ownSchoolOf } from '../../platform/access/reach.ts';
import type pg from 'pg';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { conflict, notFound, staleVersion } from '../../platform/http/crud-errors.ts';
import { transaction, type Queryable } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/envelope.ts';
import { fileVisible } from '../../platform/files/index.ts';
import type { BatchValues, DinerValues } from './input.ts';
import { CARD, CLOSED, dinerOf, present } from './queries.ts';
import { addDiners, CARD_TAKEN, duplicate, lockDiners, NUMBER_TAKEN } from './diners.ts';
import { NOT_FOUND, type DinerScope } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';
import { DEPT_CATEGORY } from '../../../contract/org.ts';

export const CLOSED_NO_CHANGE = '该人员已销户，不能修改';
export const HAS_TXNS = (name: string) => `${name} 已有充值或消费记录，不能删除，请办理销户`;

/** The school a save puts the person in: the one sent, else the caller's own; within the caller's schools. */
async function schoolOf(db: Queryable, scope: DinerScope, input: DinerValues, current?: string): Promise<string> {
  const { actor } = scope;
  const chosen = input.schoolId ?? current ?? ownSchoolOf(actor);
  if (!chosen) throw badRequest('请选择所属学校');
  if (!scope.schoolIds.includes(chosen)) throw forbidden('只能管理本校的人员');
  if (input.canteenId) {
    const { rows } = await db.query(
      sql`SELECT 1 FROM dept WHERE id = ${input.canteenId} AND parent_id = ${chosen} AND dept_category = ${sql.number(DEPT_CATEGORY.canteen)} AND is_deleted = 0`,
    );
    if (!rows[0]) throw badRequest('所属食堂须为本校的食堂');
  }
  if (input.mealCategoryId) {
    const { rows } = await db.query(sql`SELECT 1 FROM sys_meal_category WHERE id = ${input.mealCategoryId} AND school_id = ${chosen} AND is_deleted = 0`);
    if (!rows[0]) throw badRequest('餐别须为本校的餐别');
  }
  return chosen;
}

/** Creates (no id) or edits a diner in one transaction; answers the detail. */
export async function saveDiner(db: pg.Pool, scope: DinerScope, claims: AccessClaims, input: DinerValues) {
  try {
    const id = await transaction(db, async (client) => {
      let current: { school_id: string; status: number; card_no: string | null } | undefined;
      if (input.id) {
        const found = await client.query<{ version: number; school_id: string; status: number; card_no: string | null }>(
          sql`SELECT p.version, p.school_id::text, p.status, (SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> ${sql.number(CARD.cancelled)}) AS card_no
             FROM sys_personnel p WHERE p.id = ${input.id} AND p.school_id = ANY(${scope.schoolIds}::bigint[]) AND p.tenant_id = ${scope.actor.tenantId} AND p.is_deleted = 0 FOR UPDATE`,
        );
        current = found.rows[0];
        if (!current) throw notFound(NOT_FOUND);
        if (found.rows[0]!.version !== input.version) throw staleVersion();
        if (current.status === CLOSED) throw badRequest(CLOSED_NO_CHANGE);
        if (input.cardNo && current.card_no && input.cardNo !== current.card_no) throw badRequest('更换卡号请在卡务管理中补卡');
      }
      const schoolId = await schoolOf(client, scope, input, current?.school_id);
      if (input.faceFileId && !(await fileVisible(client, claims, input.faceFileId))) throw badRequest('人脸照片不存在');
      if (!input.id) {
        const [added] = await addDiners(client, [
          { ...input, tenantId: scope.actor.tenantId, schoolId, canteenId: input.canteenId ?? null, userId: scope.actor.userId },
        ]);
        if ('taken' in added!) throw conflict(added.taken === 'cardNo' ? CARD_TAKEN : NUMBER_TAKEN);
        return added!.id;
      }
      const id = input.id;
      await client.query(
        sql`UPDATE sys_personnel SET school_id = ${schoolId}, canteen_id = ${input.canteenId ?? null}, personnel_no = ${input.personnelNo}, name = ${input.name}, type = ${input.type}, class_name = ${input.className}, phone = ${input.phone}, face_file_id = ${input.faceFileId},
                meal_category_id = ${input.mealCategoryId}, remark = ${input.remark}, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ${id}`,
      );
      if (input.cardNo && !current?.card_no)
        await client.query(
          sql`INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user) VALUES (${scope.actor.tenantId}, ${id}, ${input.cardNo}, ${scope.actor.userId})`,
        );
      return id;
    });
    return present(await dinerOf(db, scope, id));
  } catch (error) {
    throw duplicate(error) ?? error;
  }
}

/** Deletes the diners `ids` (all or none), cancelling their cards; a person with a wallet transaction is refused. */
export async function removeDiners(db: pg.Pool, scope: DinerScope, ids: string[]): Promise<void> {
  await transaction(db, async (client) => {
    const diners = await lockDiners(client, scope, ids);
    const { rows } = await client.query<{ id: string }>(
      sql`SELECT DISTINCT personnel_id::text AS id FROM sys_wallet_txn WHERE personnel_id = ANY(${ids}::bigint[])`,
    );
    const withTxns = diners.find((diner) => rows.some((row) => row.id === diner.id));
    if (withTxns) throw badRequest(HAS_TXNS(withTxns.name));
    await client.query(
      sql`UPDATE sys_card SET status = ${sql.number(CARD.cancelled)}, update_time = now() WHERE personnel_id = ANY(${ids}::bigint[]) AND status <> ${sql.number(CARD.cancelled)}`,
    );
    await client.query(
      sql`UPDATE sys_personnel SET is_deleted = 1, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${ids}::bigint[])`,
    );
  });
}

/** Sets the fields sent (meal plan, class, canteen) on every one of `ids` (none closed; all or none); answers how many. */
export async function batchUpdate(db: pg.Pool, scope: DinerScope, { ids, mealCategoryId, className, canteenId }: BatchValues): Promise<number> {
  if (mealCategoryId === undefined && className === undefined && canteenId === undefined) throw badRequest('请选择要修改的内容');
  return transaction(db, async (client) => {
    const diners = await lockDiners(client, scope, [...new Set(ids)]);
    const closed = diners.find((diner) => diner.status === CLOSED);
    if (closed) throw badRequest(`${closed.name} 已销户，不能修改`);
    const { rows: schools } = await client.query<{ school_id: string }>(
      sql`SELECT DISTINCT school_id::text FROM sys_personnel WHERE id = ANY(${diners.map((diner) => diner.id)}::bigint[])`,
    );
    if ((mealCategoryId || canteenId) && schools.length > 1) throw badRequest('批量修改餐别或食堂时，所选人员须属于同一学校');
    const schoolId = schools[0]!.school_id;
    if (mealCategoryId) {
      const { rows } = await client.query(sql`SELECT 1 FROM sys_meal_category WHERE id = ${mealCategoryId} AND school_id = ${schoolId} AND is_deleted = 0`);
      if (!rows[0]) throw badRequest('餐别须为本校的餐别');
    }
    if (canteenId) {
      const { rows } = await client.query(
        sql`SELECT 1 FROM dept WHERE id = ${canteenId} AND parent_id = ${schoolId} AND dept_category = ${sql.number(DEPT_CATEGORY.canteen)} AND is_deleted = 0`,
      );
      if (!rows[0]) throw badRequest('所属食堂须为本校的食堂');
    }
    const result = await client.query(
      sql`UPDATE sys_personnel SET meal_category_id = COALESCE(${mealCategoryId ?? null}, meal_category_id), class_name = COALESCE(${className ?? null}, class_name), canteen_id = COALESCE(${canteenId ?? null}, canteen_id),
              update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${diners.map((diner) => diner.id)}::bigint[])`,
    );
    return result.rowCount ?? 0;
  });
}

/** Sets the own-app password of `ids` back to the initial one (all or none); answers how many. */
export async function resetPasswords(db: pg.Pool, scope: DinerScope, ids: string[]): Promise<number> {
  return transaction(db, async (client) => {
    await lockDiners(client, scope, ids);
    const result = await client.query(
      sql`UPDATE sys_personnel SET password_hash = NULL, update_user = ${scope.actor.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${ids}::bigint[])`,
    );
    return result.rowCount ?? 0;
  });
}

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

export const CLOSED_NO_CHANGE = '该人员已销户，不能修改';
export const HAS_TXNS = (name: string) => `${name} 已有充值或消费记录，不能删除，请办理销户`;

/** The school a save puts the person in: the one sent, else the caller's own; within the caller's schools. */
async function schoolOf(db: Queryable, scope: DinerScope, input: DinerValues, current?: string): Promise<string> {
  const { actor } = scope;
  const chosen = input.schoolId ?? current ?? ownSchoolOf(actor);
  if (!chosen) throw badRequest('请选择所属学校');
  if (!scope.schoolIds.includes(chosen)) throw forbidden('只能管理本校的人员');
  if (input.canteenId) {
    const { rows } = await db.query('SELECT 1 FROM dept WHERE id = $1 AND parent_id = $2 AND dept_category = 3 AND is_deleted = 0', [input.canteenId, chosen]);
    if (!rows[0]) throw badRequest('所属食堂须为本校的食堂');
  }
  if (input.mealCategoryId) {
    const { rows } = await db.query('SELECT 1 FROM sys_meal_category WHERE id = $1 AND school_id = $2 AND is_deleted = 0', [input.mealCategoryId, chosen]);
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
          `SELECT p.version, p.school_id::text, p.status, (SELECT card_no FROM sys_card WHERE personnel_id = p.id AND status <> ${CARD.cancelled}) AS card_no
             FROM sys_personnel p WHERE p.id = $1 AND p.school_id = ANY($2::bigint[]) AND p.tenant_id = $3 AND p.is_deleted = 0 FOR UPDATE`,
          [input.id, scope.schoolIds, scope.actor.tenantId],
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
        `UPDATE sys_personnel SET school_id = $2, canteen_id = $3, personnel_no = $4, name = $5, type = $6, class_name = $7, phone = $8, face_file_id = $9,
                meal_category_id = $10, remark = $11, update_user = $12, update_time = now(), version = version + 1 WHERE id = $1`,
        [
          id,
          schoolId,
          input.canteenId ?? null,
          input.personnelNo,
          input.name,
          input.type,
          input.className,
          input.phone,
          input.faceFileId,
          input.mealCategoryId,
          input.remark,
          scope.actor.userId,
        ],
      );
      if (input.cardNo && !current?.card_no)
        await client.query('INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user) VALUES ($1, $2, $3, $4)', [
          scope.actor.tenantId,
          id,
          input.cardNo,
          scope.actor.userId,
        ]);
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
    const { rows } = await client.query<{ id: string }>('SELECT DISTINCT personnel_id::text AS id FROM sys_wallet_txn WHERE personnel_id = ANY($1::bigint[])', [
      ids,
    ]);
    const withTxns = diners.find((diner) => rows.some((row) => row.id === diner.id));
    if (withTxns) throw badRequest(HAS_TXNS(withTxns.name));
    await client.query(
      `UPDATE sys_card SET status = ${CARD.cancelled}, update_time = now() WHERE personnel_id = ANY($1::bigint[]) AND status <> ${CARD.cancelled}`,
      [ids],
    );
    await client.query('UPDATE sys_personnel SET is_deleted = 1, update_user = $2, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])', [
      ids,
      scope.actor.userId,
    ]);
  });
}

/** Sets the fields sent (meal plan, class, canteen) on every one of `ids` (none closed; all or none); answers how many. */
export async function batchUpdate(db: pg.Pool, scope: DinerScope, { ids, mealCategoryId, className, canteenId }: BatchValues): Promise<number> {
  if (mealCategoryId === undefined && className === undefined && canteenId === undefined) throw badRequest('请选择要修改的内容');
  return transaction(db, async (client) => {
    const diners = await lockDiners(client, scope, [...new Set(ids)]);
    const closed = diners.find((diner) => diner.status === CLOSED);
    if (closed) throw badRequest(`${closed.name} 已销户，不能修改`);
    const { rows: schools } = await client.query<{ school_id: string }>('SELECT DISTINCT school_id::text FROM sys_personnel WHERE id = ANY($1::bigint[])', [
      diners.map((diner) => diner.id),
    ]);
    if ((mealCategoryId || canteenId) && schools.length > 1) throw badRequest('批量修改餐别或食堂时，所选人员须属于同一学校');
    const schoolId = schools[0]!.school_id;
    if (mealCategoryId) {
      const { rows } = await client.query('SELECT 1 FROM sys_meal_category WHERE id = $1 AND school_id = $2 AND is_deleted = 0', [mealCategoryId, schoolId]);
      if (!rows[0]) throw badRequest('餐别须为本校的餐别');
    }
    if (canteenId) {
      const { rows } = await client.query('SELECT 1 FROM dept WHERE id = $1 AND parent_id = $2 AND dept_category = 3 AND is_deleted = 0', [
        canteenId,
        schoolId,
      ]);
      if (!rows[0]) throw badRequest('所属食堂须为本校的食堂');
    }
    const result = await client.query(
      `UPDATE sys_personnel SET meal_category_id = COALESCE($2, meal_category_id), class_name = COALESCE($3, class_name), canteen_id = COALESCE($4, canteen_id),
              update_user = $5, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])`,
      [diners.map((diner) => diner.id), mealCategoryId ?? null, className ?? null, canteenId ?? null, scope.actor.userId],
    );
    return result.rowCount ?? 0;
  });
}

/** Sets the own-app password of `ids` back to the initial one (all or none); answers how many. */
export async function resetPasswords(db: pg.Pool, scope: DinerScope, ids: string[]): Promise<number> {
  return transaction(db, async (client) => {
    await lockDiners(client, scope, ids);
    const result = await client.query(
      'UPDATE sys_personnel SET password_hash = NULL, update_user = $2, update_time = now(), version = version + 1 WHERE id = ANY($1::bigint[])',
      [ids, scope.actor.userId],
    );
    return result.rowCount ?? 0;
  });
}

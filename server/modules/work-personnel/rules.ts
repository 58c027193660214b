// The rules of a person's save that need the database (docs/product-rules.md#work-personnel): the canteen within
// the caller's own, a post that exists and, when it handles food, a certificate with number, expiry and scan; a
// linked account of the person's own school; files the caller may refer to; and the status moves
// 在岗 ⇄ 离岗 → 离职, 离职 being the end.
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/envelope.ts';
import { fileVisible } from '../../platform/files/index.ts';
import type { PersonValues } from './input.ts';
import { STATUS } from './queries.ts';
import type { PersonnelScope } from './scope.ts';
import { sql } from '../../platform/db/sql.ts';

export const LEFT_IS_FINAL = '该人员已离职，不能修改';

/** The canteen a save puts the person in (a canteen user's own when none is sent) and its school. */
export async function canteenOf(db: Queryable, scope: PersonnelScope, canteenId: string | undefined): Promise<{ canteenId: string; schoolId: string }> {
  const chosen = canteenId ?? (scope.actor.deptCategory === DEPT_CATEGORY.canteen ? scope.actor.deptId : undefined);
  if (!chosen) throw badRequest('请选择所属食堂');
  if (!scope.canteenIds.includes(chosen)) throw forbidden('只能管理本单位食堂的从业人员');
  const { rows } = await db.query<{ school_id: string }>(
    sql`SELECT parent_id::text AS school_id FROM dept WHERE id = ${chosen} AND dept_category = ${sql.number(DEPT_CATEGORY.canteen)} AND is_deleted = 0`,
  );
  if (!rows[0]) throw badRequest('请选择所属食堂');
  return { canteenId: chosen, schoolId: rows[0].school_id };
}

/** The post, the certificate, the files and the linked account of a save; throws the first rule broken. */
export async function checkPerson(db: Queryable, claims: AccessClaims, tenantId: string, schoolId: string, input: PersonValues): Promise<void> {
  const post = await db.query<{ food_handler: boolean }>(sql`SELECT food_handler FROM work_post WHERE code = ${input.post}`);
  if (!post.rows[0]) throw badRequest('请选择岗位');
  const handlesFood = post.rows[0].food_handler;
  if ((handlesFood || input.healthCertExpiry) && !input.healthCertNo) throw badRequest(handlesFood ? '从事食品加工的岗位须填写健康证编号' : '请输入健康证编号');
  if ((handlesFood || input.healthCertNo) && !input.healthCertExpiry)
    throw badRequest(handlesFood ? '从事食品加工的岗位须填写健康证有效期' : '请选择健康证有效期');
  if (handlesFood && !input.healthCertFileId) throw badRequest('从事食品加工的岗位须上传健康证扫描件');
  if (input.healthCertFileId && !(await fileVisible(db, claims, input.healthCertFileId))) throw badRequest('健康证扫描件不存在');
  if (input.faceFileId && !(await fileVisible(db, claims, input.faceFileId))) throw badRequest('人脸照片不存在');
  if (input.userId) {
    const { rows } = await db.query(
      sql`SELECT 1 FROM app_user u JOIN dept d ON d.id = u.dept_id
        WHERE u.id = ${input.userId} AND u.tenant_id = ${tenantId} AND u.is_deleted = 0 AND (d.id = ${schoolId} OR d.parent_id = ${schoolId})`,
    );
    if (!rows[0]) throw badRequest('关联账号须为本校或本校食堂的账号');
  }
}

/** Whether a person may move from `from` to `to`: 在岗 ⇄ 离岗, either → 离职; nothing leaves 离职. */
export function statusMove(from: number | undefined, to: number): string | null {
  if (from === undefined) return to === STATUS.left ? '新增人员不能为离职状态' : null;
  if (from === STATUS.left) return LEFT_IS_FINAL;
  return null;
}

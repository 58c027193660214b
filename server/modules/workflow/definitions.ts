// Models and their deployed versions. The default leave process (processes/leave.bpmn) becomes a tenant's model and
// version 1 the first time the tenant needs it, with its node rules; a deploy adds the key's next version and leaves
// the running instances on theirs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPT_CATEGORY } from '../../../contract/org.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import { badRequest } from '../../platform/http/envelope.ts';
import { checkModel } from './engine/validate.ts';
import { logAction } from './log.ts';

export const LEAVE_KEY = 'leave';
export const LEAVE_CATEGORY = 'flow_leave';
const LEAVE_XML = readFileSync(path.join(import.meta.dirname, 'processes', 'leave.bpmn'), 'utf8');

/** The leave process's node rules: 食堂负责人 from the form, 校长 and 后勤主任 as posts, 调整申请 the applicant's. */
const LEAVE_NODES = [
  { node: 'hrTask', type: 'form', value: 'taskUser', due: 48 },
  { node: 'bossTask', type: 'role', value: 'principal', due: 48 },
  { node: 'managerTask', type: 'role', value: 'logistics', due: 48 },
  { node: 'adjustTask', type: 'initiator', value: '', due: 0 },
];

/** Adds a deployed version of a model: the key's last version + 1. */
export async function deployModel(db: Queryable, modelId: string, userId: string | null): Promise<string> {
  const { rows } = await db.query<{ tenant_id: string; model_key: string; name: string; category: string; bpmn_xml: string }>(
    sql`SELECT tenant_id, model_key, name, category, bpmn_xml FROM flow_model WHERE id = ${modelId} FOR UPDATE`,
  );
  const model = rows[0]!;
  await checkModel(model.bpmn_xml);
  const deployed = await db.query<{ id: string; version: number }>(
    sql`INSERT INTO flow_definition (tenant_id, model_id, def_key, name, category, version, bpmn_xml, deploy_user)
        SELECT ${model.tenant_id}, ${modelId}, ${model.model_key}, ${model.name}, ${model.category},
               COALESCE((SELECT max(version) FROM flow_definition WHERE tenant_id = ${model.tenant_id} AND def_key = ${model.model_key}), 0) + 1,
               ${model.bpmn_xml}, ${userId}
        RETURNING id::text, version`,
  );
  const definition = deployed.rows[0]!;
  await logAction(db, model.tenant_id, userId, 'definition', definition.id, 'deploy', { modelId, version: definition.version });
  return definition.id;
}

/** The tenant's leave model and its first version, made once (a second instance making it at once finds it made). */
export async function ensureLeaveProcess(db: Queryable, tenantId: string): Promise<void> {
  const known = await db.query(sql`SELECT 1 FROM flow_model WHERE tenant_id = ${tenantId} AND model_key = ${LEAVE_KEY}`);
  if (known.rows.length) return;
  const made = await db.query<{ id: string }>(
    sql`INSERT INTO flow_model (tenant_id, model_key, name, category, bpmn_xml) VALUES (${tenantId}, ${LEAVE_KEY}, '请假流程', ${LEAVE_CATEGORY}, ${LEAVE_XML})
        ON CONFLICT DO NOTHING RETURNING id::text`,
  );
  if (!made.rows[0]) return;
  await db.query(
    sql`INSERT INTO flow_node (tenant_id, def_key, node_id, assignee_type, assignee_value, due_hours)
        SELECT ${tenantId}, ${LEAVE_KEY}, n.node, n.type, n.value, n.due
          FROM unnest(${LEAVE_NODES.map((n) => n.node)}::text[], ${LEAVE_NODES.map((n) => n.type)}::text[], ${LEAVE_NODES.map((n) => n.value)}::text[], ${LEAVE_NODES.map((n) => n.due)}::int[]) AS n(node, type, value, due)
        ON CONFLICT DO NOTHING`,
  );
  await deployModel(db, made.rows[0].id, null);
}

/** The leave process of every tenant that holds a school (or of the one named, if it does): the platform's holds none. */
export async function ensureLeaveProcesses(db: Queryable, tenantId: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    sql`SELECT tenant_id AS id FROM tenant t WHERE (${tenantId} = '' OR t.tenant_id = ${tenantId})
          AND EXISTS (SELECT 1 FROM dept d WHERE d.tenant_id = t.tenant_id AND d.dept_category = ${sql.number(DEPT_CATEGORY.school)} AND d.is_deleted = 0)`,
  );
  for (const tenant of rows) await ensureLeaveProcess(db, tenant.id);
}

/** Removes a model, its versions and its node rules (answers its tenant): never the leave model, never one that ran. */
export async function removeModel(db: Queryable, modelId: string): Promise<string> {
  const { rows } = await db.query<{ tenant_id: string; model_key: string; ran: boolean }>(
    sql`SELECT m.tenant_id, m.model_key,
               EXISTS (SELECT 1 FROM flow_instance i JOIN flow_definition d ON d.id = i.definition_id WHERE d.model_id = m.id) AS ran
          FROM flow_model m WHERE m.id = ${modelId} FOR UPDATE`,
  );
  const model = rows[0];
  if (!model) throw notFound('模型不存在');
  if (model.model_key === LEAVE_KEY) throw badRequest('请假流程是办公审批使用的流程，不能删除');
  if (model.ran) throw badRequest('模型已有流程实例，不能删除；可在流程定义中挂起');
  await db.query(sql`DELETE FROM flow_definition WHERE model_id = ${modelId}`);
  await db.query(sql`DELETE FROM flow_node WHERE tenant_id = ${model.tenant_id} AND def_key = ${model.model_key}`);
  await db.query(sql`DELETE FROM flow_model WHERE id = ${modelId}`);
  return model.tenant_id;
}

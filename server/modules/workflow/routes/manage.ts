// 流程管理 (/api/rabbit-flow/model|manager|follow|node|post/…, docs/product-rules.md#workflow), the platform
// administrator's (policy `flow.manage`) for any tenant: 模型管理 (models saved and deployed, each deploy the key's next
// version), 流程定义 (suspend, activate: running instances finish on their version), 流程跟踪 (running instances and
// their current nodes), the node rules (`/activitiManage/node/{id}/{tenantId}`) and the approval posts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEPT_CATEGORY } from '../../../../contract/org.ts';
import { requireButton } from '../../../platform/access/buttons.ts';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { conflict, notFound, staleVersion, isUniqueViolation } from '../../../platform/http/crud-errors.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import { offsetOf } from '../../../platform/http/fields.ts';
import { FLOW_BASE, flowActor } from '../actor.ts';
import { Definition, Followed, Model, ModelDetail, Node, PostHolder } from '../answers.ts';
import { deployModel, ensureLeaveProcesses, removeModel } from '../definitions.ts';
import { checkModel } from '../engine/validate.ts';
import { DeployInput, IdQuery, NodeInput, NodeQuery, PostInput, PostQuery, StateInput, TenantListQuery, ModelInput } from '../input.ts';
import { logAction } from '../log.ts';
import { CURRENT_NODES } from '../queries.ts';

/** The tenant's name beside its id, for the platform administrator's lists of every tenant. */
const TENANT_NAME = (alias: string) => sql.raw(`(SELECT t.tenant_name FROM tenant t WHERE t.tenant_id = ${alias}.tenant_id) AS "tenantName"`);
const DEFINITION = sql`
  SELECT d.id::text, d.tenant_id AS "tenantId", ${TENANT_NAME('d')}, d.def_key AS key, d.name, d.category, d.version, d.suspended, ${TIME('d.deploy_time')} AS "deployTime",
         (SELECT count(*)::int FROM flow_instance i WHERE i.definition_id = d.id AND i.status = 1) AS running
    FROM flow_definition d`;
const MODEL = sql`
  SELECT m.id::text, m.tenant_id AS "tenantId", ${TENANT_NAME('m')}, m.model_key AS "modelKey", m.name, m.category, m.version,
         (SELECT max(d.version) FROM flow_definition d WHERE d.model_id = m.id) AS "deployedVersion", ${TIME('m.update_time')} AS "updateTime"
    FROM flow_model m`;

export function manageRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['workflow'];
  const manager = (request: Parameters<typeof flowActor>[1]) => flowActor(ctx, request, 'flow.manage');

  app.get(
    `${FLOW_BASE}/model/list`,
    { schema: { tags, summary: '模型管理: a page of models; ?tenantId=, ?name=', querystring: TenantListQuery, response: answers(paged(Model)) } },
    async (request) => {
      await manager(request);
      const { tenantId, name, ...page } = request.query;
      await transaction(db, (client) => ensureLeaveProcesses(client, tenantId));
      const like = name ? containing(name) : null;
      const where = sql`(${tenantId} = '' OR m.tenant_id = ${tenantId}) AND (${like}::text IS NULL OR m.name LIKE ${like})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${MODEL} WHERE ${where} ORDER BY m.tenant_id, m.model_key LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM flow_model m WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  const modelDetail = async (id: string | undefined) => {
    const { rows } = await db.query<Record<string, unknown>>(
      sql`SELECT model.*, m.bpmn_xml AS xml FROM (${MODEL} WHERE m.id = ${id ?? '0'}) model JOIN flow_model m ON m.id = model.id::bigint`,
    );
    if (!rows[0]) throw notFound('模型不存在');
    const definitions = await db.query(sql`${DEFINITION} WHERE d.model_id = ${id ?? '0'} ORDER BY d.version DESC`);
    return { ...rows[0], definitions: definitions.rows };
  };

  app.get(
    `${FLOW_BASE}/model/detail`,
    { schema: { tags, summary: 'A model with its XML and its deployed versions', querystring: IdQuery, response: answers(ModelDetail) } },
    async (request) => {
      await manager(request);
      return ok((await modelDetail(request.query.id)) as never);
    },
  );

  app.post(
    `${FLOW_BASE}/model/submit`,
    {
      schema: {
        tags,
        summary: 'Saves a model (no id: a new one; an id: with its version); the XML is checked as at deploy',
        body: ModelInput,
        response: answers(ModelDetail),
      },
    },
    async (request) => {
      const actor = await manager(request);
      const { id, version, tenantId, modelKey, name, category, xml } = request.body;
      await checkModel(xml);
      const tenant = await db.query(sql`SELECT 1 FROM tenant WHERE tenant_id = ${tenantId}`);
      if (!tenant.rows.length) throw badRequest('请选择租户');
      const saved = await transaction(db, async (client) => {
        if (!id) {
          const made = await client
            .query<{ id: string }>(
              sql`INSERT INTO flow_model (tenant_id, model_key, name, category, bpmn_xml, create_user) VALUES (${tenantId}, ${modelKey}, ${name}, ${category}, ${xml}, ${actor.userId}) RETURNING id::text`,
            )
            .catch((error: unknown) => {
              throw isUniqueViolation(error) ? conflict('流程标识已存在') : error;
            });
          return made.rows[0]!.id;
        }
        const { rows } = await client.query<{ id: string }>(
          sql`UPDATE flow_model SET name = ${name}, category = ${category}, bpmn_xml = ${xml}, update_time = now(), version = version + 1
               WHERE id = ${id} AND tenant_id = ${tenantId} AND model_key = ${modelKey} AND version = ${version ?? 0} RETURNING id::text`,
        );
        if (!rows[0]) {
          const known = await client.query(sql`SELECT 1 FROM flow_model WHERE id = ${id} AND tenant_id = ${tenantId} AND model_key = ${modelKey}`);
          throw known.rows.length ? staleVersion() : notFound('模型不存在');
        }
        return rows[0].id;
      });
      await logAction(db, tenantId, actor.userId, 'model', saved, 'save');
      return ok((await modelDetail(saved)) as never);
    },
  );

  app.post(
    `${FLOW_BASE}/model/deploy`,
    {
      schema: {
        tags,
        summary: 'Deploys a model as its key’s next version; refused (400, naming the element) as the model check says',
        body: DeployInput,
        response: answers(Definition),
      },
    },
    async (request) => {
      const actor = await manager(request);
      const known = await db.query(sql`SELECT 1 FROM flow_model WHERE id = ${request.body.id}`);
      if (!known.rows.length) throw notFound('模型不存在');
      const id = await transaction(db, (client) => deployModel(client, request.body.id, actor.userId));
      return ok((await db.query(sql`${DEFINITION} WHERE d.id = ${id}`)).rows[0] as never);
    },
  );

  app.post(
    `${FLOW_BASE}/model/remove`,
    {
      schema: {
        tags,
        summary: 'Removes a model with its deployed versions and node rules (button `flow_model_delete`)',
        description:
          '400 `请假流程是办公审批使用的流程，不能删除` for a tenant’s leave model; 400 `模型已有流程实例，不能删除；可在流程定义中挂起` once any of its versions ran an instance (their history keeps the diagram).',
        body: DeployInput,
        response: answers(z.null()),
      },
      preValidation: async (request) => requireButton(db, await authenticate(ctx, request), 'flow_model_delete'),
    },
    async (request) => {
      const actor = await manager(request);
      const tenantId = await transaction(db, (client) => removeModel(client, request.body.id));
      await logAction(db, tenantId, actor.userId, 'model', request.body.id, 'remove');
      return ok(null);
    },
  );

  app.get(
    `${FLOW_BASE}/manager/list`,
    {
      schema: {
        tags,
        summary: '流程定义: a page of deployed versions, newest first; ?tenantId=, ?key=',
        querystring: TenantListQuery,
        response: answers(paged(Definition)),
      },
    },
    async (request) => {
      await manager(request);
      const { tenantId, key, ...page } = request.query;
      await transaction(db, (client) => ensureLeaveProcesses(client, tenantId));
      const where = sql`(${tenantId} = '' OR d.tenant_id = ${tenantId}) AND (${key} = '' OR d.def_key = ${key})`;
      const [rows, total] = await Promise.all([
        db.query(sql`${DEFINITION} WHERE ${where} ORDER BY d.tenant_id, d.def_key, d.version DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM flow_definition d WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  app.post(
    `${FLOW_BASE}/manager/change-state`,
    {
      schema: {
        tags,
        summary: 'Suspends (no new instance: 400 at start) or activates a definition; running instances go on',
        body: StateInput,
        response: answers(Definition),
      },
    },
    async (request) => {
      const actor = await manager(request);
      const { id, state } = request.body;
      const { rows } = await db.query<{ tenant: string }>(
        sql`UPDATE flow_definition SET suspended = ${state === 'suspended'} WHERE id = ${id} RETURNING tenant_id AS tenant`,
      );
      if (!rows[0]) throw notFound('流程定义不存在');
      await logAction(db, rows[0].tenant, actor.userId, 'definition', id, state === 'suspended' ? 'suspend' : 'activate');
      return ok((await db.query(sql`${DEFINITION} WHERE d.id = ${id}`)).rows[0] as never);
    },
  );

  app.get(
    `${FLOW_BASE}/follow/list`,
    {
      schema: {
        tags,
        summary: '流程跟踪: a page of running instances with their current nodes; ?tenantId=, ?key=',
        querystring: TenantListQuery,
        response: answers(paged(Followed)),
      },
    },
    async (request) => {
      await manager(request);
      const { tenantId, key, ...page } = request.query;
      const where = sql`i.status = 1 AND (${tenantId} = '' OR i.tenant_id = ${tenantId}) AND (${key} = '' OR i.def_key = ${key})`;
      const [rows, total] = await Promise.all([
        db.query(
          sql`SELECT i.id::text, i.tenant_id AS "tenantId", ${TENANT_NAME('i')}, i.def_key AS "definitionKey", i.def_version AS version, s.real_name AS "applicantName", i.business_key AS "businessKey",
                     COALESCE((SELECT l.id::text FROM flow_leave l WHERE l.instance_id = i.id), '') AS "businessId", ${CURRENT_NODES(sql`i.id`)} AS "currentNodes", ${TIME('i.start_time')} AS "startTime"
                FROM flow_instance i JOIN app_user s ON s.id = i.starter_id WHERE ${where} ORDER BY i.start_time DESC, i.id DESC LIMIT ${page.size} OFFSET ${offsetOf(page)}`,
        ),
        db.query<{ total: string }>(sql`SELECT count(*) AS total FROM flow_instance i WHERE ${where}`),
      ]);
      return ok(pageOf(rows.rows, total.rows[0]!.total, page));
    },
  );

  /** A model of the tenant named in the path; 404 otherwise. */
  const modelOf = async (modelId: string | undefined, tenantId: string) => {
    const { rows } = await db.query<{ key: string; xml: string }>(
      sql`SELECT model_key AS key, bpmn_xml AS xml FROM flow_model WHERE id = ${modelId ?? '0'} AND tenant_id = ${tenantId}`,
    );
    if (!rows[0]) throw notFound('模型不存在');
    return rows[0];
  };
  const nodesOf = async (tenantId: string, model: { key: string; xml: string }) => {
    const { userTasks } = await checkModel(model.xml);
    const { rows } = await db.query<{ node: string; type: string; value: string; due: number }>(
      sql`SELECT node_id AS node, assignee_type AS type, assignee_value AS value, due_hours AS due FROM flow_node WHERE tenant_id = ${tenantId} AND def_key = ${model.key}`,
    );
    const rules = new Map(rows.map((row) => [row.node, row]));
    return userTasks.map((task) => {
      const rule = rules.get(task.id);
      return { nodeId: task.id, name: task.name, assigneeType: rule?.type ?? 'initiator', assigneeValue: rule?.value ?? '', dueHours: rule?.due ?? 0 };
    });
  };

  app.get(
    `${FLOW_BASE}/node/list`,
    {
      schema: {
        tags,
        summary: 'The node rules of a model’s user tasks (the page /activitiManage/node/{id}/{tenantId})',
        querystring: NodeQuery,
        response: answers(z.array(Node)),
      },
    },
    async (request) => {
      await manager(request);
      const { modelId, tenantId } = request.query;
      return ok(await nodesOf(tenantId, await modelOf(modelId, tenantId)));
    },
  );

  app.post(
    `${FLOW_BASE}/node/submit`,
    {
      schema: {
        tags,
        summary: 'Sets a user task’s assignee rule (form, user, role: a post, leader, initiator) and due hours; later tasks follow it',
        body: NodeInput,
        response: answers(Node),
      },
    },
    async (request) => {
      const actor = await manager(request);
      const { modelId, tenantId, nodeId, assigneeType, assigneeValue, dueHours } = request.body;
      const model = await modelOf(modelId, tenantId);
      const node = (await nodesOf(tenantId, model)).find((candidate) => candidate.nodeId === nodeId);
      if (!node) throw notFound('节点不存在');
      if (assigneeType === 'role' && !['principal', 'logistics', 'leader'].includes(assigneeValue)) throw badRequest('请选择岗位');
      if (assigneeType === 'user') {
        const user = await db.query(
          sql`SELECT 1 FROM app_user WHERE id = ${/^\d{1,18}$/.test(assigneeValue) ? assigneeValue : '0'} AND tenant_id = ${tenantId} AND is_deleted = 0`,
        );
        if (!user.rows.length) throw badRequest('请选择办理人');
      }
      await db.query(
        sql`INSERT INTO flow_node (tenant_id, def_key, node_id, assignee_type, assignee_value, due_hours, update_user)
            VALUES (${tenantId}, ${model.key}, ${nodeId}, ${assigneeType}, ${assigneeValue}, ${dueHours}, ${actor.userId})
            ON CONFLICT (tenant_id, def_key, node_id) DO UPDATE SET assignee_type = EXCLUDED.assignee_type, assignee_value = EXCLUDED.assignee_value,
              due_hours = EXCLUDED.due_hours, update_user = EXCLUDED.update_user, update_time = now()`,
      );
      await logAction(db, tenantId, actor.userId, 'node', `${model.key}:${nodeId}`, 'save', { assigneeType, assigneeValue, dueHours });
      return ok({ ...node, assigneeType, assigneeValue, dueHours });
    },
  );

  const holdersOf = async (schoolId: string) =>
    (
      await db.query(
        sql`SELECT p.post, p.user_id::text AS "userId", u.real_name AS "userName" FROM flow_post p JOIN app_user u ON u.id = p.user_id
             WHERE p.dept_id = ${schoolId} ORDER BY p.post, p.user_id`,
      )
    ).rows;

  app.get(
    `${FLOW_BASE}/post/list`,
    {
      schema: {
        tags,
        summary: 'The approval posts’ holders at a school (or a canteen’s 部门负责人)',
        querystring: PostQuery,
        response: answers(z.array(PostHolder)),
      },
    },
    async (request) => {
      await manager(request);
      return ok((await holdersOf(request.query.schoolId ?? '0')) as never);
    },
  );

  app.post(
    `${FLOW_BASE}/post/submit`,
    {
      schema: {
        tags,
        summary: 'Replaces the holders of a post at a school (校长 principal, 后勤主任 logistics, 部门负责人 leader); users of the school’s tenant',
        body: PostInput,
        response: answers(z.array(PostHolder)),
      },
    },
    async (request) => {
      const actor = await manager(request);
      const { schoolId, post, userIds } = request.body;
      await transaction(db, async (client) => {
        const { rows } = await client.query<{ tenant: string }>(
          sql`SELECT tenant_id AS tenant FROM dept WHERE id = ${schoolId} AND is_deleted = 0 AND dept_category IN (${sql.number(DEPT_CATEGORY.school)}, ${sql.number(DEPT_CATEGORY.canteen)})`,
        );
        const tenant = rows[0]?.tenant;
        if (!tenant) throw notFound('学校不存在');
        const users = await client.query(sql`SELECT 1 FROM app_user WHERE id = ANY(${userIds}::bigint[]) AND tenant_id = ${tenant} AND is_deleted = 0`);
        if (users.rows.length !== new Set(userIds).size) throw badRequest('用户不存在');
        await client.query(sql`DELETE FROM flow_post WHERE dept_id = ${schoolId} AND post = ${post}`);
        await client.query(
          sql`INSERT INTO flow_post (tenant_id, dept_id, post, user_id) SELECT ${tenant}, ${schoolId}, ${post}, u FROM unnest(${[...new Set(userIds)]}::bigint[]) AS u`,
        );
        await logAction(client, tenant, actor.userId, 'post', `${schoolId}:${post}`, 'save', { userIds });
      });
      return ok((await holdersOf(schoolId)) as never);
    },
  );
}

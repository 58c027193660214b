// The workflow routes' request schemas (Zod; docs/product-rules.md#workflow).
import { z } from 'zod';
import { id, lookupId, oneOf, optionalText, paging, text, version } from '../../platform/http/fields.ts';

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const time = (message: string) => text(message, 19).refine((value) => TIME_PATTERN.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T'))), message);

export const LEAVE_TYPES = ['1', '2', '3', '4', '5'] as const;

const leaveFields = {
  taskUser: id('请选择审批人'),
  startTime: time('请选择开始时间'),
  endTime: time('请选择结束时间'),
  reason: text('请输入请假理由', 500),
  leaveType: oneOf(LEAVE_TYPES, '请选择请假类型').transform(Number),
  stopMeals: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: '停餐格式不正确' })
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1'),
};

export const StartInput = z.object({ processDefinitionId: id('流程定义不存在'), ...leaveFields });
export const TaskRef = { taskId: id('任务不存在'), processInstanceId: id('流程实例不存在') };
export const ResubmitInput = z.object({ ...TaskRef, ...leaveFields });
export const CloseInput = z.object({ ...TaskRef, comment: optionalText('批复意见', 500) });
export const CompleteInput = z.object({
  ...TaskRef,
  flag: optionalText('flag', 10).describe("'ok' approves; absent (or anything else) rejects"),
  comment: optionalText('批复意见', 500),
});
export const ClaimInput = z.object({ taskId: id('任务不存在') });
export const ListQuery = z.object({
  ...paging(),
  keyword: optionalText('关键词', 50),
  overdue: optionalText('overdue', 1).describe("'1': the overdue tasks of the people the caller leads"),
});
export const InstanceQuery = z.object({ processInstanceId: lookupId() });
export const DetailQuery = z.object({ processInstanceId: lookupId(), businessId: lookupId(), taskId: lookupId() });

export const TenantListQuery = z.object({ ...paging(), tenantId: optionalText('租户', 12), name: optionalText('名称', 50), key: optionalText('流程标识', 64) });
export const IdQuery = z.object({ id: lookupId() });
export const ModelInput = z.object({
  id: lookupId(),
  version: version().optional(),
  tenantId: text('请选择租户', 12),
  modelKey: text('请输入流程标识', 64).refine(
    (key) => /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(key),
    '流程标识只能包含字母、数字、下划线和短横线，且以字母或下划线开头',
  ),
  name: text('请输入模型名称', 100),
  category: text('请选择流程分类', 64),
  xml: z.string({ error: '流程模型不是有效的 BPMN 2.0：缺少模型' }).min(1, '流程模型不是有效的 BPMN 2.0：缺少模型').max(500_000, '流程模型过大'),
});
export const DeployInput = z.object({ id: id('模型不存在') });
export const StateInput = z.object({ id: id('流程定义不存在'), state: oneOf(['active', 'suspended'] as const, '状态不正确') });
export const NodeQuery = z.object({ modelId: lookupId(), tenantId: optionalText('租户', 12) });
export const ASSIGNEE_TYPES = ['form', 'user', 'role', 'leader', 'initiator'] as const;
export const POSTS = ['principal', 'logistics', 'leader'] as const;
export const NodeInput = z.object({
  modelId: id('模型不存在'),
  tenantId: text('请选择租户', 12),
  nodeId: text('节点不存在', 64),
  assigneeType: oneOf(ASSIGNEE_TYPES, '请选择办理人类型'),
  assigneeValue: optionalText('办理人', 64),
  dueHours: z.coerce
    .number({ error: '办理时限应为 0 到 720 小时' })
    .int('办理时限应为 0 到 720 小时')
    .min(0, '办理时限应为 0 到 720 小时')
    .max(720, '办理时限应为 0 到 720 小时'),
});
export const PostQuery = z.object({ schoolId: lookupId() });
export const PostInput = z.object({
  schoolId: id('请选择学校'),
  post: oneOf(POSTS, '请选择岗位'),
  userIds: z.array(id('用户不存在')).max(20, '每个岗位最多 20 人'),
});
export const CancelInput = z.object({ id: id('请假单不存在') });

// The request schemas of the attendance calls (docs/decisions/0011-request-schemas.md), each field with the
// Chinese message of docs/product-rules.md#attendance. Rules that need the database (a person is staff of the
// canteen, a meal stop overlaps another, the month's make-up limit) are the routes'.
import { z } from 'zod';
import { id, isDay, isId, lookupId, optionalId, optionalText, paging, text, version, whole } from '../../platform/http/fields.ts';

export const GROUP_TYPES = { fixed: 1, scheduled: 2, free: 3 } as const;
export const MAX_MEMBERS = 2000;
export const MAX_SHIFTS = 5;
export const MAX_SUPERVISORS = 10;
/** Punch devices a group may have. */
export const MAX_DEVICES = 20;
export const MAX_MEAL_STOP_DAYS = 366;
/** The count the check answers when none of the chosen people is in another group (never 0, as the legacy backend). */
export const NONE_ELSEWHERE = 99999;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A required day, YYYY-MM-DD. */
export const day = (message: string, label: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', message)
    .refine((value) => value === '' || isDay(value), `${label}格式应为 YYYY-MM-DD`);

/** An optional day filter ('' and absent: none). */
export const optionalDay = (label: string) =>
  optionalText(label, 10)
    .refine((value) => !value || isDay(value), `${label}格式应为 YYYY-MM-DD`)
    .transform((value) => value || null);

/** A month, YYYY-MM (`fallback` when absent). */
export const month = () =>
  optionalText('月份', 7)
    .refine((value) => !value || MONTH.test(value), '月份格式应为 YYYY-MM')
    .transform((value) => value || null);

/** Ids given as `1,2`, repeated keys or a list, in the order given; duplicates refused with `duplicate`. */
export const idList = ({ empty, invalid, duplicate, max, tooMany }: { empty?: string; invalid: string; duplicate: string; max: number; tooMany: string }) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()], { error: invalid })
    .optional()
    .transform((raw) =>
      [raw ?? []]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => !empty || parts.length > 0, empty ?? '')
    .refine((parts) => parts.length <= max, tooMany)
    .refine((parts) => parts.every((part) => isId(part) && BigInt(part) > 0n), invalid)
    .transform((parts) => parts.map((part) => String(BigInt(part))))
    .refine((parts) => new Set(parts).size === parts.length, duplicate);

/** A yes/no flag given as a boolean or 'true'/'false' (a query string); false when absent. */
export const flag = () =>
  z
    .union([z.boolean(), z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0')])
    .optional()
    .transform((value) => value === true || value === 'true' || value === '1');

const SN = /^[A-Za-z0-9_-]{4,32}$/;

/** Device serial numbers (a list or "A,B"), in the order given: at most MAX_DEVICES, each once; none allowed. */
const deviceSnList = () =>
  z
    .union([z.string(), z.array(z.string()), z.null()], { error: '打卡设备不正确' })
    .optional()
    .transform((raw) =>
      [raw ?? []]
        .flat()
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length <= MAX_DEVICES, `打卡设备不能超过 ${MAX_DEVICES} 台`)
    .refine((parts) => parts.every((part) => SN.test(part)), '打卡设备不正确')
    .refine((parts) => new Set(parts).size === parts.length, '打卡设备不能重复');

const clock = (label: string) =>
  z
    .string({ error: `请设置${label}` })
    .trim()
    .refine((value) => CLOCK.test(value), `${label}格式应为 HH:mm`);

const Shift = z.object({
  name: text('请输入班次名称', 20),
  start: clock('上班时间'),
  end: clock('下班时间'),
});
export type Shift = z.output<typeof Shift>;

const workdays = () =>
  z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: '请选择工作日' })
    .transform((raw) =>
      [raw]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0, '请选择工作日')
    .refine((parts) => parts.every((part) => /^[1-7]$/.test(part)), '工作日须为周一至周日')
    .transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b));

const groupFields = {
  groupName: text('请输入考勤组名称', 50),
  canteenId: id('请选择所属食堂'),
  groupType: z
    .union([z.string(), z.number()], { error: '请选择考勤类型' })
    .transform((value) => Number(String(value).trim()))
    .refine((value) => [1, 2, 3].includes(value), '请选择考勤类型')
    .describe('1 固定班制 (fixed), 2 排班制 (scheduled), 3 自由工时 (free hours)'),
  shifts: z
    .array(Shift, { error: '班次格式不正确' })
    .max(MAX_SHIFTS, `班次不能超过 ${MAX_SHIFTS} 个`)
    .optional()
    .default([])
    .describe('[{ name, start: HH:mm, end: HH:mm }]; none for free hours'),
  workdays: workdays().describe('ISO weekdays 1 (Monday) … 7 (Sunday), as a list or "1,2,3"'),
  makeUpLimit: whole('每月补卡次数', 3, 0, 31).describe('make-ups a member may have in a month (pending and approved); 3 when absent'),
  memberIds: idList({
    empty: '请选择考勤组成员',
    invalid: '考勤组成员不正确',
    duplicate: '考勤组成员不能重复',
    max: MAX_MEMBERS,
    tooMany: `考勤组成员不能超过 ${MAX_MEMBERS} 人`,
  }).describe('work personnel ids, "1,2" or a list, in the order chosen'),
  exemptIds: idList({
    invalid: '无需考勤人员不正确',
    duplicate: '无需考勤人员不能重复',
    max: MAX_MEMBERS,
    tooMany: `无需考勤人员不能超过 ${MAX_MEMBERS} 人`,
  }).describe('work personnel ids of the group who never punch'),
  supervisorIds: idList({
    invalid: '考勤负责人不正确',
    duplicate: '考勤负责人不能重复',
    max: MAX_SUPERVISORS,
    tooMany: `考勤负责人不能超过 ${MAX_SUPERVISORS} 人`,
  }).describe('accounts (users) of the group’s school'),
  deviceSns: deviceSnList().describe(`the punch devices: serial numbers of face devices of the group’s canteen, at most ${MAX_DEVICES}; none allowed`),
  remark: optionalText('备注', 200),
  moveFromOtherGroups: flag().describe('true: chosen people in another group move to this one; otherwise such people are a 400 and nothing is saved'),
};

const minutes = (clockText: string) => Number(clockText.slice(0, 2)) * 60 + Number(clockText.slice(3));

/** The rules across fields: shifts for a group that has them, in order and apart; nobody both a member and exempt. */
const groupRules = <T extends { groupType: number; shifts: Shift[]; memberIds: string[]; exemptIds: string[] }>(input: T, issues: z.RefinementCtx) => {
  if (input.groupType !== GROUP_TYPES.free) {
    if (!input.shifts.length) issues.addIssue({ code: 'custom', path: ['shifts'], message: '请设置班次' });
    if (input.shifts.length > MAX_SHIFTS) issues.addIssue({ code: 'custom', path: ['shifts'], message: `班次不能超过 ${MAX_SHIFTS} 个` });
    const names = new Set(input.shifts.map((shift) => shift.name));
    if (names.size !== input.shifts.length) issues.addIssue({ code: 'custom', path: ['shifts'], message: '班次名称不能重复' });
    for (const shift of input.shifts)
      if (minutes(shift.end) <= minutes(shift.start))
        issues.addIssue({ code: 'custom', path: ['shifts'], message: `班次“${shift.name}”的下班时间须晚于上班时间` });
    const sorted = [...input.shifts].sort((a, b) => minutes(a.start) - minutes(b.start));
    for (let index = 1; index < sorted.length; index += 1)
      if (minutes(sorted[index]!.start) < minutes(sorted[index - 1]!.end)) issues.addIssue({ code: 'custom', path: ['shifts'], message: '班次时间不能重叠' });
  }
  if (input.exemptIds.some((person) => input.memberIds.includes(person)))
    issues.addIssue({ code: 'custom', path: ['exemptIds'], message: '同一人不能既是考勤组成员又是无需考勤人员' });
};

/** A new group (submit). */
export const GroupCreate = z.object(groupFields).superRefine(groupRules);

/** An edit of a group (update): its id and the version it was loaded at. */
export const GroupUpdate = z
  .object({
    id: id('数据不存在'),
    version: version(),
    ...groupFields,
  })
  .superRefine(groupRules);

export type GroupInput = z.output<typeof GroupCreate> & { id?: string; version?: number };

/** Shifts kept in order of their start; a free-hours group keeps none. */
export const shiftsOf = (input: Pick<GroupInput, 'groupType' | 'shifts'>) =>
  input.groupType === GROUP_TYPES.free ? [] : [...input.shifts].sort((a, b) => minutes(a.start) - minutes(b.start));

/** The people chosen for the check: `1,2`, repeated keys or a list; at most 2,000. */
export const chosenUsers = () =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: '请选择人员' })
    .optional()
    .transform((raw) =>
      [raw ?? []]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length <= MAX_MEMBERS * 2, `一次最多检查 ${MAX_MEMBERS * 2} 人`)
    .refine((parts) => parts.every((part) => isId(part)), '人员不正确')
    .transform((parts) => [...new Set(parts.map((part) => String(BigInt(part))))]);

/** 考勤组's list: a page, ?groupName= contains, ?canteenId=, ?groupType=. */
export const GroupList = z.object({
  ...paging(),
  groupName: optionalText('考勤组名称', 50),
  canteenId: optionalId('食堂不正确'),
  groupType: optionalText('考勤类型', 1),
});
export type GroupListQuery = z.output<typeof GroupList>;

/** The punching members of a group: a page, ?name= contains. */
export const GroupPeopleQuery = z.object({ ...paging(), groupId: lookupId(), name: optionalText('姓名', 50) });
export type GroupPeopleQuery = z.output<typeof GroupPeopleQuery>;

export const CheckQuery = z.object({
  chosenUsers: chosenUsers().describe('work personnel ids, "1,2" or repeated'),
  groupId: optionalId('考勤组不正确').describe('the group being edited (its own members are not "in another group")'),
});

const dinnerTypes = () =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: '请选择停餐餐次' })
    .transform((raw) =>
      [raw]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0, '请选择停餐餐次')
    .refine((parts) => parts.every((part) => /^[123]$/.test(part)), '停餐餐次须为早餐、午餐或晚餐')
    .transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b));

export const MealStopInput = z
  .object({
    personIds: idList({
      invalid: '停餐人员不正确',
      duplicate: '停餐人员不能重复',
      max: 200,
      tooMany: '一次最多为 200 人停餐',
    }).describe('work personnel ids (staff), or'),
    studentIds: idList({
      invalid: '停餐学生不正确',
      duplicate: '停餐学生不能重复',
      max: 200,
      tooMany: '一次最多为 200 人停餐',
    }).describe('system personnel ids (students); one of the two lists, not both'),
    startDate: day('请选择停餐开始日期', '开始日期'),
    endDate: day('请选择停餐结束日期', '结束日期'),
    dinnerTypes: dinnerTypes().describe('1 早餐, 2 午餐, 3 晚餐: a list or "1,2"'),
    reason: text('请输入停餐原因', 200),
  })
  .superRefine((input, issues) => {
    if (input.personIds.length === 0 && input.studentIds.length === 0) issues.addIssue({ code: 'custom', path: ['personIds'], message: '请选择停餐人员' });
    else if (input.personIds.length > 0 && input.studentIds.length > 0)
      issues.addIssue({ code: 'custom', path: ['studentIds'], message: '从业人员和学生请分别停餐' });
    if (input.endDate < input.startDate) issues.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
    else if ((Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 + 1 > MAX_MEAL_STOP_DAYS)
      issues.addIssue({ code: 'custom', path: ['endDate'], message: `停餐时间不能超过 ${MAX_MEAL_STOP_DAYS} 天` });
  });

export const MakeUpInput = z.object({
  groupId: id('请选择考勤组'),
  personIds: idList({
    empty: '请选择补卡人员',
    invalid: '补卡人员不正确',
    duplicate: '补卡人员不能重复',
    max: 200,
    tooMany: '一次最多为 200 人补卡',
  }).describe('members of the group'),
  punchDate: day('请选择补卡日期', '补卡日期'),
  shiftName: optionalText('班次', 20).describe('one of the group’s shifts (fixed and scheduled groups)'),
  punchClock: optionalText('补卡时间', 5)
    .refine((value) => !value || CLOCK.test(value), '补卡时间格式应为 HH:mm')
    .describe('HH:mm, for a free-hours group'),
  reason: text('请输入补卡原因', 200),
});

export const MakeUpAudit = z
  .object({
    id: id('数据不存在'),
    version: version(),
    pass: z.union([z.boolean(), z.literal('true'), z.literal('false')], { error: '请选择审批结果' }).transform((value) => value === true || value === 'true'),
    opinion: optionalText('审批意见', 200),
  })
  .refine((input) => input.pass || input.opinion !== '', { path: ['opinion'], message: '请填写驳回意见' });

export const clockMinutes = minutes;

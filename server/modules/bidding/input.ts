// The bidding domain's request schemas (docs/decisions/0011-request-schemas.md), with the Chinese messages of
// docs/product-rules.md#bidding. `submit` carries several commands told apart by biddingProgress; each has its
// own schema, read by `commandOf` so every field keeps its own message.
import { z } from 'zod';
import { badRequest } from '../../platform/http/envelope.ts';
import { hundredthsOf, yuanAsFen } from '../../platform/http/money.ts';
import { id, ids, isDay, optionalId, optionalText, paging, text, version, whole } from '../../platform/http/fields.ts';

const textOrNumber = (message: string) => z.union([z.string(), z.number()], { error: message }).transform((value) => String(value).trim());

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const validDate = (value: string) => isDay(value.slice(0, 10));

/** A calendar day, YYYY-MM-DD. */
export const day = (message: string) =>
  text(message, 10).refine((value) => DATE.test(value) && validDate(value), `${message.replace(/^请(选择|输入)/, '')}格式应为 YYYY-MM-DD`);

/** A wall-clock time in the deployment's time zone, YYYY-MM-DD HH:mm[:ss]. */
export const moment = (message: string) =>
  text(message, 19)
    .refine((value) => DATE_TIME.test(value) && validDate(value), `${message.replace(/^请(选择|输入)/, '')}格式应为 YYYY-MM-DD HH:mm:ss`)
    .transform((value) => (value.length === 16 ? `${value}:00` : value));

/** A number with at most 2 decimals within [min, max] (a quantity, a score). */
export const decimal = (label: string, min: number, max: number, required = `请输入${label}`) =>
  textOrNumber(required)
    .refine((value) => value !== '', required)
    .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) >= min && Number(value) <= max, `${label}须为 ${min}–${max} 的数值，最多两位小数`)
    .transform(Number);

/** An amount typed in yuan (at most 2 decimals, within [min, max] yuan) as whole fen, by the one yuan parser. */
export const amount = (label: string, min: number, max: number, required = `请输入${label}`) =>
  yuanAsFen({ required, invalid: `${label}须为 ${min}–${max} 的数值，最多两位小数`, min: hundredthsOf(min), max: hundredthsOf(max) });

const hours = (value: string) => Date.parse(value.replace(' ', 'T')) / 3_600_000;

const Line = z.object({
  goodsCode: text('请选择商品', 40),
  spec: optionalText('规格', 50),
  estQty: decimal('预估数量', 0.01, 99_999_999, '请输入预估数量'),
  maxPrice: z.preprocess((value) => (value === null || value === '' ? undefined : value), amount('最高限价', 0.01, 9_999_999).optional()),
});

const ScoreItem = z.object({
  code: text('请输入评分项编码', 20),
  name: text('请输入评分项名称', 30),
  max: decimal('评分项分值', 1, 70),
});

const REQUIRED_DOCS = z
  .array(z.union([z.number(), z.string().regex(/^\d{1,2}$/, '资质要求不正确')]).transform(Number), { error: '请选择资质要求' })
  .max(6, '资质要求不正确')
  .transform((types) => [...new Set(types)])
  .refine((types) => types.every((type) => Number.isInteger(type) && type >= 1 && type <= 6), '资质要求不正确');

/** The form's fields, each with its own message; a draft takes them as given, a submission needs them all. */
const FIELDS = {
  id: optionalId('数据不存在'),
  version: version().optional(),
  title: text('请输入招标标题', 100),
  category: text('请选择招标品类', 40),
  budget: amount('预算金额', 0.01, 99_999_999.99),
  supplyStart: day('请选择供货开始日期'),
  supplyEnd: day('请选择供货结束日期'),
  content: optionalText('公告内容', 5000),
  qualificationReq: optionalText('资格要求', 2000),
  requiredDocTypes: REQUIRED_DOCS.refine((types) => types.includes(1), '资质要求须包含营业执照'),
  signUpStart: moment('请选择报名开始时间'),
  signUpEnd: moment('请选择报名截止时间'),
  openingTime: moment('请选择开标时间'),
  minBidders: whole('最少入围家数', 3, 3, 20),
  winnerCount: whole('中标家数', 1, 1, 3),
  priceWeight: whole('价格分权重', 30, 30, 100),
  scoreItems: z.array(ScoreItem, { error: '请设置评分项' }).max(10, '评分项最多 10 项').default([]),
  biddingGroupId: id('请选择评标小组'),
  approverId: id('请选择审批人'),
  publicityDays: whole('公示天数', 3, 3, 30),
  lines: z.array(Line, { error: '请添加招标清单' }).min(1, '请添加招标清单').max(200, '招标清单最多 200 项'),
};

/** A field a draft may leave out: absent, null and '' read as not given; anything given is checked as the form checks it. */
const given = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());

/** Submitted for approval (1): every field, and the rules between them. */
export const BiddingForm = z
  .object({ ...FIELDS, biddingProgress: z.union([z.literal(1), z.literal('1')]).transform(Number) })
  .refine((form) => !form.id || form.version !== undefined, { path: ['version'], message: '缺少版本号，请刷新后再保存' })
  .refine((form) => form.supplyEnd >= form.supplyStart, { path: ['supplyEnd'], message: '供货结束日期不能早于开始日期' })
  .refine((form) => form.signUpEnd > form.signUpStart, { path: ['signUpEnd'], message: '报名截止时间不能早于开始时间' })
  .refine((form) => hours(form.signUpEnd) - hours(form.signUpStart) >= 72, { path: ['signUpEnd'], message: '报名时间不少于3天' })
  .refine((form) => hours(form.openingTime) - hours(form.signUpEnd) >= 24, { path: ['openingTime'], message: '开标时间须在报名截止1天之后' })
  .refine((form) => new Set(form.lines.map((line) => line.goodsCode)).size === form.lines.length, { path: ['lines'], message: '招标清单中商品重复' })
  .refine((form) => new Set(form.scoreItems.map((item) => item.code)).size === form.scoreItems.length, { path: ['scoreItems'], message: '评分项编码重复' })
  .refine((form) => Math.round((form.scoreItems.reduce((sum, item) => sum + item.max, 0) + form.priceWeight) * 100) === 10_000, {
    path: ['scoreItems'],
    message: '评分项与价格分合计须为100分',
  });

/**
 * A draft (0) keeps work in progress: only the title is needed; whatever else is given is checked field by field
 * (a date is a date, a line names its goods and quantity, no goods twice), and the rest waits for the submission.
 */
export const DraftForm = z
  .object({
    ...FIELDS,
    biddingProgress: z.union([z.literal(0), z.literal('0')]).transform(Number),
    category: given(FIELDS.category),
    budget: given(FIELDS.budget),
    supplyStart: given(FIELDS.supplyStart),
    supplyEnd: given(FIELDS.supplyEnd),
    requiredDocTypes: REQUIRED_DOCS.optional().default([1]),
    signUpStart: given(FIELDS.signUpStart),
    signUpEnd: given(FIELDS.signUpEnd),
    openingTime: given(FIELDS.openingTime),
    biddingGroupId: given(FIELDS.biddingGroupId),
    approverId: given(FIELDS.approverId),
    lines: z.array(Line, { error: '请添加招标清单' }).max(200, '招标清单最多 200 项').default([]),
  })
  .refine((form) => !form.id || form.version !== undefined, { path: ['version'], message: '缺少版本号，请刷新后再保存' })
  .refine((form) => !form.lines.length || form.category !== undefined, { path: ['category'], message: '请选择招标品类' })
  .refine((form) => new Set(form.lines.map((line) => line.goodsCode)).size === form.lines.length, { path: ['lines'], message: '招标清单中商品重复' })
  .refine((form) => new Set(form.scoreItems.map((item) => item.code)).size === form.scoreItems.length, { path: ['scoreItems'], message: '评分项编码重复' });

/** The form as saved: a draft may leave out what a submission needs. */
export type BiddingFormInput = z.infer<typeof DraftForm>;

/** Reads the form by its biddingProgress: a draft's fields as given, a submission's whole. */
export const parseForm = (body: unknown, progress: number): BiddingFormInput =>
  progress === 1 ? parseCommand(BiddingForm, body) : parseCommand(DraftForm, body);

/** Withdraw a submitted tender to a draft (0 from 1). */
const Withdraw = z.object({ id: id('数据不存在'), version: version(), biddingProgress: z.union([z.literal(0), z.literal('0')]).transform(Number) });
/** Confirm the shortlist: 投标中 (5). */
const ConfirmShortlist = z.object({ id: id('数据不存在'), version: version(), biddingProgress: z.union([z.literal(5), z.literal('5')]).transform(Number) });
/** Award: 中标公示 (8), with the winners (myBiddingIds) and a reason when they are not the top ranks. */
const Award = z.object({
  id: id('数据不存在'),
  version: version(),
  biddingProgress: z.union([z.literal(8), z.literal('8')]).transform(Number),
  ids: ids('请选择中标单位'),
  awardReason: optionalText('定标理由', 500),
});
/** Terminate: 已终止 (10), with a reason of at least 10 characters. */
const Terminate = z.object({
  id: id('数据不存在'),
  version: version(),
  biddingProgress: z.union([z.literal(10), z.literal('10')]).transform(Number),
  terminateReason: text('请输入终止原因', 500).refine((reason) => [...reason].length >= 10, '终止原因不少于10个字'),
});

export const COMMANDS = { withdraw: Withdraw, confirm: ConfirmShortlist, award: Award, terminate: Terminate } as const;

/** What `submit` is asked to do, by biddingProgress (0 with an id and nothing else but the version: withdraw). */
export const SubmitEnvelope = z
  .looseObject({
    biddingProgress: z
      .union([z.number(), z.string()], { error: '招标进度不正确' })
      .transform(Number)
      .refine((progress) => [0, 1, 5, 8, 10].includes(progress), '招标进度不正确'),
  })
  .describe(
    'biddingProgress 0 or 1: the form (save, submit for approval); 0 with only id and version from 待审核: withdraw; 5: confirm the shortlist; 8: award (ids, awardReason); 10: terminate (terminateReason)',
  );

/** Reads `body` by `schema`, answering the first refused field's own message. */
export function parseCommand<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '参数校验失败');
  return result.data;
}

export const ListQuery = z.object({
  ...paging(),
  title: optionalText('招标标题', 100),
  category: optionalText('品类', 40),
  biddingProgress: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined || String(value).trim() === '' ? null : Number(value)))
    .refine((value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 10), '招标进度不正确'),
  schoolId: optionalId('学校不正确'),
  toScore: z
    .string()
    .optional()
    .transform((value) => value === '1')
    .describe('1: only the tenders in 评标中 whose scores the calling expert has not yet submitted'),
});

export const IssueInput = z
  .object({
    id: id('数据不存在'),
    version: version().optional(),
    pass: z.union([z.boolean(), z.literal('true'), z.literal('false')], { error: '请选择审核结果' }).transform((value) => value === true || value === 'true'),
    opinion: optionalText('审核意见', 500),
  })
  .refine((input) => input.pass || input.opinion !== '', { path: ['opinion'], message: '驳回时请填写审核意见' });

export const ReviewInput = z
  .object({
    ids: ids('请选择报名记录'),
    shortStatus: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: '请选择入围结果' }).transform(Number),
    reason: optionalText('不入围理由', 500),
  })
  .refine((input) => input.shortStatus === 1 || input.reason !== '', { path: ['reason'], message: '不入围时请填写理由' });

// The supply chain's request schemas (Zod), with the Chinese messages of docs/product-rules.md#supply-chain.
import { z } from 'zod';
import { id, isDay, oneOf, optionalId, optionalText, paging, text, whole } from '../../platform/http/fields.ts';
import { MAX_FEN } from '../../platform/http/money.ts';

/** A whole quantity in the goods' base unit (g, ml or 个), at most 100 t. */
const quantity = (label: string, min = 1) =>
  z
    .number({ error: `${label}须为整数` })
    .int(`${label}须为整数（克、毫升或个）`)
    .min(min, `${label}须${min > 0 ? '大于 0' : '不小于 0'}`)
    .max(100_000_000, `${label}过大`);

const day = (message: string) => z.string({ error: message }).refine(isDay, message);
const optionalDay = (message: string) => z.string().refine(isDay, message).nullish();
const meal = (required: boolean) =>
  required
    ? z.number({ error: '请选择餐次' }).int().min(1, '请选择餐次').max(3, '请选择餐次')
    : z.number().int().min(0, '餐次不正确').max(3, '餐次不正确').optional().default(0);

export const CatalogueQuery = z.object({
  supplierId: optionalId('供应商不存在'),
  deliveryDate: optionalDay('配送日期格式应为 YYYY-MM-DD').transform((v) => v ?? undefined),
});

export const OrderInput = z.object({
  supplierId: id('请选择供应商'),
  deliveryDate: day('请选择配送日期'),
  meal: meal(false),
  emergency: z.boolean().optional().default(false),
  emergencyReason: optionalText('应急采购原因', 200),
  remark: optionalText('备注', 200),
  /** true: submit it to the supplier at once; false: keep it as a draft */
  submit: z.boolean().optional().default(false),
  lines: z
    .array(
      z.object({
        goodsCode: text('请选择商品', 20),
        quantity: quantity('采购数量'),
        unitPrice: z.number().int('单价须为整数（分）').min(1, '单价须大于 0').max(MAX_FEN, '单价过大').optional(),
      }),
      { error: '请添加采购明细' },
    )
    .min(1, '请添加采购明细')
    .max(100, '一张订单最多 100 项')
    .refine((lines) => new Set(lines.map((line) => line.goodsCode)).size === lines.length, '采购明细中商品重复'),
});

export const IdInput = z.object({ id: id('数据不存在') });
export const ReasonInput = z.object({ id: id('数据不存在'), reason: text('请填写原因', 200) });
export const RefuseInput = z.object({ id: id('数据不存在'), reason: text('请填写拒绝原因', 200) });

export const ConfirmInput = z.object({
  id: id('数据不存在'),
  /** the quantity of each line it will deliver (0: not supplied); every line in full when absent */
  lines: z.array(z.object({ lineId: id('订单明细不存在'), quantity: quantity('确认数量', 0) })).optional(),
});

/** A vehicle or driver: added without an id, changed with one (the calling supplier's). */
export const VehicleInput = z.object({ id: optionalId('数据不存在'), plate: text('请输入车牌号', 20), refrigerated: z.boolean({ error: '请选择是否冷藏车' }) });
export const DriverInput = z.object({
  id: optionalId('数据不存在'),
  name: text('请输入驾驶员姓名', 30),
  phone: optionalText('联系电话', 20),
  healthCertNo: text('请输入健康证编号', 50),
  healthCertExpiry: day('请填写健康证有效期'),
});
export const DeliveryInput = z.object({ orderId: id('数据不存在'), vehicleId: id('请选择车辆'), driverId: id('请选择驾驶员') });
export const ReadingInput = z.object({ id: id('数据不存在'), temperature: z.number({ error: '请填写温度' }).min(-60, '温度不正确').max(60, '温度不正确') });

export const AcceptanceInput = z.object({
  orderId: id('数据不存在'),
  receiver: text('请填写验收人', 30),
  witness: text('请填写见证人', 30),
  lines: z
    .array(
      z.object({
        lineId: id('订单明细不存在'),
        receivedQty: quantity('到货数量', 0),
        acceptedQty: quantity('合格数量', 0).optional(),
        temperature: z.number().min(-60, '温度不正确').max(60, '温度不正确').nullish(),
        productionDate: optionalDay('生产日期格式应为 YYYY-MM-DD'),
        expiryDate: optionalDay('保质期至格式应为 YYYY-MM-DD'),
        decision: z.number({ error: '请选择验收结论' }).int().min(1, '请选择验收结论').max(3, '请选择验收结论'),
        reason: optionalText('原因', 200),
        certificates: z
          .array(z.object({ kind: z.number().int().min(1, '证明类型不正确').max(4, '证明类型不正确'), fileId: id('证明文件不存在') }))
          .max(20, '证明文件过多')
          .optional()
          .default([]),
      }),
      { error: '请填写验收明细' },
    )
    .min(1, '请填写验收明细')
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, '验收明细重复'),
});

export const IssueInput = z.object({
  meal: meal(true),
  purpose: text('请填写出库用途', 100),
  lines: z
    .array(z.object({ batchId: id('批次不存在'), quantity: quantity('出库数量') }), { error: '请添加出库明细' })
    .min(1, '请添加出库明细')
    .max(100, '一次最多出库 100 项'),
});
export const LossInput = z.object({ batchId: id('批次不存在'), quantity: quantity('报损数量'), reason: text('请填写报损原因', 200) });
export const SuggestQuery = z.object({ goodsCode: text('请选择商品', 20), quantity: whole('出库数量', 0, 1, 100_000_000) });
export const StocktakeOpenInput = z.object({
  goodsCodes: z.array(text('请选择盘点商品', 20), { error: '请选择盘点商品' }).min(1, '请选择盘点商品').max(200, '一次最多盘点 200 种商品'),
});
export const StocktakeInput = z.object({
  id: id('数据不存在'),
  counter: text('请填写盘点人', 30),
  counts: z.array(z.object({ batchId: id('批次不存在'), countedQty: quantity('实盘数量', 0) }), { error: '请填写盘点数量' }).min(1, '请填写盘点数量'),
});
export const BatchQuery = z.object({ goodsCode: optionalText('商品', 20) });
// the canteen's ledger by kind (0: every kind) and goods
export const MovementQuery = z.object({ kind: whole('类型', 0, 0, 6), goodsCode: optionalText('商品', 20) });

// 采购计划 and 仓库设置 (routes/plans.ts, routes/warehouses.ts)
export const PlanInput = z.object({
  /** a draft or returned plan of the canteen to edit; a new plan when absent */
  id: optionalId('数据不存在'),
  periodKind: z.number({ error: '请选择计划类型' }).int('请选择计划类型').min(1, '请选择计划类型').max(2, '请选择计划类型'),
  periodStart: day('请选择计划周期'),
  remark: optionalText('备注', 200),
  /** true: submit it to the school at once; false: keep it as a draft */
  submit: z.boolean().optional().default(false),
  lines: z
    .array(
      z.object({
        goodsCode: text('请选择商品', 20),
        supplierId: id('请选择供应商'),
        quantity: quantity('计划数量'),
        /** the catalogue price, naming the award's row when two list the goods (the latest award's when absent) */
        unitPrice: z.number().int('单价须为整数（分）').min(1, '单价须大于 0').max(MAX_FEN, '单价过大').optional(),
      }),
      { error: '请添加计划明细' },
    )
    .min(1, '请添加计划明细')
    .max(200, '一份计划最多 200 项')
    .refine((lines) => new Set(lines.map((line) => `${line.supplierId}/${line.goodsCode}`)).size === lines.length, '计划明细中商品重复'),
});
export const PlanReturnInput = z.object({ id: id('数据不存在'), reason: text('请填写退回原因', 200) });
export const PlanVoidInput = z.object({ id: id('数据不存在'), reason: text('请填写作废原因', 200) });
export const PlanOrderInput = z.object({
  id: id('数据不存在'),
  deliveryDate: day('请选择配送日期'),
  meal: meal(false),
  /** the plan lines to order (every line not yet ordered when absent) */
  lineIds: z.array(id('计划明细不存在')).optional(),
});
export const PlanListQuery = z.object({ status: whole('计划状态', -1, -1, 4) });

const celsius = z.number({ error: '温度不正确' }).min(-60, '温度不正确').max(60, '温度不正确').nullish();
export const WarehouseInput = z.object({
  id: optionalId('数据不存在'),
  name: text('请输入仓库名称', 30),
  storageClass: z.number({ error: '请选择储存类别' }).int('请选择储存类别').min(1, '请选择储存类别').max(3, '请选择储存类别'),
  tempMin: celsius,
  tempMax: celsius,
  keeper: optionalText('保管员', 30),
  enabled: z.boolean().optional().default(true),
  /** the default warehouse of its storage class (库存查询 shows that class's stock in it) */
  isDefault: z.boolean().optional().default(false),
  remark: optionalText('备注', 200),
});
export const WarehouseEnableInput = z.object({ id: id('数据不存在'), enabled: z.boolean({ error: '请选择启用或停用' }) });

// 采购订单, 收货验收, 销售订单 and 退货管理 page on the server (GET …/order/list, …/return/list): a page of at most 100.
/** One state code or several comma-separated ('' or -1: every state), each within [0, max]. */
const codes = (label: string, max: number) => {
  const message = `${label}不正确`;
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim()))
    .refine((text) => text === '' || text === '-1' || text.split(',').every((part) => /^\d{1,2}$/.test(part.trim()) && Number(part) <= max), message)
    .transform((text) => (text === '' || text === '-1' ? null : [...new Set(text.split(',').map(Number))]));
};
/** A day of a query string (absent or '': none). */
const queryDay = (message: string) =>
  z
    .string()
    .optional()
    .transform((text) => text?.trim() || null)
    .refine((text) => text === null || isDay(text), message);
export const OrderListQuery = z.object({
  ...paging(100),
  status: codes('订单状态', 9),
  /** order no., supplier or canteen name, contained */
  keyword: optionalText('关键字', 50),
  deliveryFrom: queryDay('配送开始日期格式应为 YYYY-MM-DD'),
  deliveryTo: queryDay('配送结束日期格式应为 YYYY-MM-DD'),
  /** 收货验收's 待验收: 已送达, or 配送中 for the app clock's today */
  receive: oneOf(['true', 'false'], 'receive 应为 true 或 false', 'false').transform((v) => v === 'true'),
});
export const ReturnListQuery = z.object({
  ...paging(100),
  status: codes('退货状态', 1),
  /** order no., canteen, supplier or goods name, contained */
  keyword: optionalText('关键字', 50),
});

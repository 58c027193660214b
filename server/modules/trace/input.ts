// 溯源管理's request schemas and answers (routes.ts, docs/product-rules.md#traceability): the filters of 批次溯源's
// picker, 溯源查询, 资质证照 and 供应商档案 with their Chinese messages, and what each answers. Quantities in the goods'
// base unit (g, ml or 个), money in integer fen, temperatures in tenths of °C, days YYYY-MM-DD, times YYYY-MM-DD HH:MM:SS.
import { z } from 'zod';
import { id, nullAsAbsent, optionalId, optionalText, paging } from '../../platform/http/fields.ts';
import { dayRange, optionalDay } from '../../platform/http/day-range.ts';

const oneOf = <const T extends string>(label: string, allowed: readonly T[]) =>
  nullAsAbsent(optionalText(label, 20))
    .refine((value) => !value || (allowed as readonly string[]).includes(value), `${label}不正确`)
    .transform((value) => (value || undefined) as T | undefined);
const meal = nullAsAbsent(optionalText('餐次', 1))
  .refine((value) => !value || ['1', '2', '3'].includes(value), '餐次不正确')
  .transform((value) => (value ? Number(value) : undefined));

const filters = {
  keyword: optionalText('商品', 50),
  supplierId: nullAsAbsent(optionalId('供应商不正确')),
  canteenId: nullAsAbsent(optionalId('食堂不正确')),
  startDate: optionalDay('开始日期'),
  endDate: optionalDay('结束日期'),
};

/** 批次溯源's picker: the batches of the caller's reach by goods, supplier, canteen and the day they were received. */
export const BatchQuery = dayRange(z.object({ ...paging(100), ...filters }));
export type BatchFilters = z.infer<typeof BatchQuery>;

export const TraceQuery = z.object({ id: id('批次不存在') });

/** 溯源查询: the 出库 of the caller's reach by goods, day range, meal and supplier. */
export const IssueQuery = dayRange(z.object({ ...paging(100), ...filters, meal }));
export type IssueFilters = z.infer<typeof IssueQuery>;

export const CERTIFICATE_KINDS = ['qualification', 'driver', 'staff'] as const;
export const CERTIFICATE_STATES = ['valid', 'expiring', 'expired'] as const;
export const CertificateQuery = z.object({
  ...paging(100),
  kind: oneOf('证照类别', CERTIFICATE_KINDS),
  state: oneOf('证照状态', CERTIFICATE_STATES),
  keyword: optionalText('关键字', 50),
});
export type CertificateFilters = z.infer<typeof CertificateQuery>;

export const SupplierQuery = z.object({ ...paging(100), keyword: optionalText('供应商名称', 50) });
export const ProfileQuery = dayRange(z.object({ id: id('供应商不存在'), startDate: optionalDay('开始日期'), endDate: optionalDay('结束日期') }));

// ---- answers

const day = z.string().nullable();
const time = z.string().nullable();

export const BatchRow = z.object({
  id: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  source: z.number().int().describe('1 验收入库，2 期初入库，3 盘盈'),
  canteenId: z.string(),
  canteenName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  orderNo: z.string().nullable(),
  receivedDate: z.string().describe('the day the batch came into stock'),
  productionDate: day,
  expiryDate: day,
  onHand: z.number(),
});

const Reading = z.object({ temp: z.number().int(), time: z.string() });
const Alert = z.object({
  firstTime: z.string(),
  lastTime: z.string(),
  warmest: z.number().int(),
  limit: z.number().int(),
  readings: z.number().int(),
  ackName: z.string().nullable(),
  ackTime: time,
  ackNote: z.string().nullable(),
});
const Certificate = z.object({ kind: z.number().int(), fileId: z.string(), name: z.string(), link: z.string() });

export const Upstream = z.object({
  supplier: z
    .object({
      id: z.string(),
      name: z.string(),
      creditCode: z.string(),
      contactsName: z.string(),
      mobile: z.string(),
      licenseNo: z.string(),
      licenseExpiry: day,
      licenseState: z.enum(['valid', 'expiring', 'expired', 'missing']),
    })
    .nullable(),
  award: z
    .object({
      kind: z.enum(['award', 'quote', 'emergency']),
      no: z.string(),
      title: z.string(),
      unitPrice: z.number(),
      validFrom: day,
      validTo: day,
    })
    .nullable(),
  order: z
    .object({
      id: z.string(),
      orderNo: z.string(),
      deliveryDate: z.string(),
      meal: z.number().int(),
      status: z.number().int(),
      emergency: z.boolean(),
      emergencyReason: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      amount: z.number(),
      createTime: time,
      confirmTime: time,
    })
    .nullable(),
  delivery: z
    .object({
      id: z.string(),
      status: z.number().int(),
      plate: z.string(),
      refrigerated: z.boolean(),
      driverName: z.string(),
      driverCertNo: z.string(),
      driverCertExpiry: day,
      departTime: time,
      arriveTime: time,
      limit: z.number().int().nullable().describe('the warmest reading allowed, tenths of °C; null for ambient goods'),
      readings: z.array(Reading),
      alerts: z.array(Alert),
    })
    .nullable(),
  acceptance: z
    .object({
      id: z.string(),
      receivedQty: z.number(),
      acceptedQty: z.number(),
      arrivalTemp: z.number().int().nullable(),
      productionDate: day,
      expiryDate: day,
      decision: z.number().int(),
      reason: z.string(),
      receiver: z.string(),
      witness: z.string(),
      createTime: time,
      certificates: z.array(Certificate),
      returned: z.object({ quantity: z.number(), reason: z.string(), status: z.number().int() }).nullable(),
    })
    .nullable(),
});

export const Movement = z.object({
  id: z.string(),
  kind: z.number().int().describe('1 入库，2 出库，3 报损，4 盘盈，5 盘亏，6 退货'),
  quantity: z.number(),
  meal: z.number().int(),
  purpose: z.string(),
  reason: z.string(),
  userName: z.string(),
  time: z.string(),
});

export const Sample = z.object({
  id: z.string(),
  recordDate: z.string(),
  meal: z.number().int(),
  weightG: z.number().int(),
  sealed: z.boolean(),
  storageTemp: z.number().int(),
  keepHours: z.number().int(),
  samplerName: z.string(),
  time: z.string(),
});

export const Dish = z.object({
  id: z.string(),
  movementId: z.string(),
  recordDate: z.string(),
  meal: z.number().int(),
  dish: z.string(),
  cookName: z.string(),
  servings: z.number().int().nullable(),
  coreTemp: z.number().int().nullable(),
  samples: z.array(Sample),
});

/** A food test of the batch (快速检测 or 农残检测), current records only. */
export const FoodTest = z.object({
  id: z.string(),
  kind: z.enum(['rapidTest', 'pesticideTest']).describe('the ledger it is recorded in'),
  recordDate: z.string(),
  item: z.string(),
  value: z.number().int().nullable(),
  threshold: z.number().int().nullable(),
  result: z.number().int().describe('1 合格 · 2 不合格'),
  deviceName: z.string(),
  testerName: z.string(),
  followUp: z.string().nullable(),
  followUpNote: z.string(),
});

export const Downstream = z.object({ movements: z.array(Movement), dishes: z.array(Dish), tests: z.array(FoodTest) });

export const Trace = z.object({
  batch: BatchRow.extend({ unitPrice: z.number(), warehouseName: z.string().nullable() }),
  upstream: Upstream,
  downstream: Downstream,
});

export const IssueRow = z.object({
  id: z.string().describe('the 出库 movement'),
  batchId: z.string(),
  day: z.string(),
  time: z.string(),
  meal: z.number().int(),
  purpose: z.string(),
  quantity: z.number().describe('issued, positive'),
  goodsCode: z.string(),
  goodsName: z.string(),
  baseUnit: z.string(),
  canteenName: z.string(),
  supplierName: z.string().nullable(),
  orderNo: z.string().nullable(),
  acceptedTime: time,
  decision: z.number().int().nullable(),
  receiver: z.string().nullable(),
  dishes: z.array(z.string()).describe('the current 加工记录 made from this issue'),
});

export const CertificateRow = z.object({
  id: z.string().describe('kind and record id'),
  kind: z.enum(CERTIFICATE_KINDS),
  name: z.string().describe('the paper: a qualification type, or 健康证'),
  holder: z.string().describe('the supplier, driver or person it is of'),
  owner: z.string().describe('the supplier or canteen the holder belongs to'),
  docNo: z.string(),
  expireDate: day.describe('null: 长期有效'),
  daysLeft: z.number().int().nullable(),
  state: z.enum(CERTIFICATE_STATES),
  fileLink: z.string().nullable(),
});

export const SupplierRow = z.object({
  id: z.string(),
  supplierName: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
  creditCode: z.string(),
  status: z.number().int(),
  schools: z.array(z.string()),
  licenseState: z.enum(['valid', 'expiring', 'expired', 'missing']),
});

export const Profile = z.object({
  company: z.object({
    id: z.string(),
    supplierName: z.string(),
    contactsName: z.string(),
    mobile: z.string(),
    creditCode: z.string(),
    address: z.string(),
    legalPerson: z.string(),
    businessScope: z.string(),
    status: z.number().int(),
    licenseNo: z.string(),
    licenseExpiry: day,
  }),
  qualifications: z.array(CertificateRow),
  schools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      validFrom: day,
      validTo: day,
      catalogue: z.array(
        z.object({ goodsCode: z.string(), goodsName: z.string(), unit: z.string(), price: z.number(), validFrom: z.string(), validTo: z.string() }),
      ),
    }),
  ),
  period: z.object({ startDate: z.string(), endDate: z.string() }),
  figures: z.object({
    orders: z.number().int(),
    deliveries: z.number().int(),
    lateDeliveries: z.number().int(),
    inspectedLines: z.number().int(),
    refusedLines: z.number().int(),
    partlyLines: z.number().int(),
    refusalRate: z.number().nullable().describe('percent, one decimal; null when nothing was inspected'),
    acceptedAmount: z.number(),
    coldChainAlerts: z.number().int(),
    emergencyOrders: z.number().int(),
  }),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      canteenName: z.string(),
      deliveryDate: z.string(),
      meal: z.number().int(),
      status: z.number().int(),
      totalAmount: z.number(),
      alerts: z.number().int(),
      refusedLines: z.number().int(),
    }),
  ),
});

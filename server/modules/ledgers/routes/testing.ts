// 检测设备 and 检测报告 (/api/rabbit-ledger/device|report/…): a canteen's testing devices with their calibration
// (never deleted: 停用 instead), and the reports of outside labs on a batch or a supplier with the report's files.
// The canteen's keepers write (ledger.write); the school and supervisors read in reach (ledger.read).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { transaction, type Queryable } from '../../../platform/db/database.ts';
import { sql, type Sql } from '../../../platform/db/sql.ts';
import { APP_TODAY, TIME } from '../../../platform/db/zoned.ts';
import { DOWNLOAD_PATH, visibleFile } from '../../../platform/files/index.ts';
import { answers, paged } from '../../../platform/http/answers.ts';
import { isUniqueViolation, notFound, staleVersion } from '../../../platform/http/crud-errors.ts';
import { badRequest, ok } from '../../../platform/http/envelope.ts';
import { editable, id, isDay, offsetOf, oneOf, optionalId, optionalText, paging, text, version } from '../../../platform/http/fields.ts';
import { containing, pageOf } from '../../../platform/http/paging.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import { ledgerKeeper, ledgerReader } from '../caller.ts';
import type { Keeper } from '../engine/part.ts';
import { LEDGER_BASE } from './records.ts';

/** test_device.state: 1 在用 · 2 停用. */
export const DEVICE_STATE = { inUse: 1, disabled: 2 } as const;
/** A device whose calibration falls due within this many days is 即将到期. */
export const DUE_SOON_DAYS = 30;

const requiredDay = (message: string) => z.string({ error: message }).refine(isDay, message);
const optionalDay = (message: string) =>
  z
    .string()
    .nullish()
    .refine((value) => !value || isDay(value), message)
    .transform((value) => value || null);
const filterDay = (message: string) =>
  z
    .string()
    .refine((value) => value === '' || isDay(value), message)
    .optional()
    .transform((value) => value || undefined);

const Device = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  schoolName: z.string(),
  name: z.string(),
  model: z.string(),
  serialNo: z.string(),
  calibratedOn: z.string().nullable(),
  calibrationDue: z.string().nullable(),
  dueDays: z.number().int().nullable().describe('days until the calibration falls due (negative: overdue); null: none recorded'),
  state: z.number().int().describe('1 在用 · 2 停用'),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});
const DeviceInput = editable('设备不存在', {
  name: text('请输入设备名称', 50),
  model: optionalText('型号', 50),
  serialNo: optionalText('出厂编号', 50),
  calibratedOn: optionalDay('校准日期格式应为 YYYY-MM-DD'),
  calibrationDue: requiredDay('请输入校准到期日'),
  remark: optionalText('备注', 200),
}).refine((input) => !input.calibratedOn || input.calibrationDue >= input.calibratedOn, { path: ['calibrationDue'], message: '校准到期日不能早于校准日期' });
const DeviceQuery = z.object({
  ...paging(),
  canteenId: optionalId('食堂不存在'),
  name: z.string().optional().default(''),
  state: oneOf(['1', '2', ''], '状态不正确', ''),
  due: oneOf(['overdue', 'soon', ''], '校准状态不正确', ''),
});
const DeviceState = z.object({ id: id('设备不存在'), state: oneOf(['1', '2'], '状态不正确').transform(Number), version: version() });

const ReportFile = z.object({ id: z.string(), name: z.string(), mime: z.string(), url: z.string() });
const Report = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  schoolName: z.string(),
  lab: z.string(),
  reportNo: z.string(),
  reportDate: z.string(),
  batchId: z.string().nullable(),
  goodsName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string(),
  items: z.string(),
  conclusion: z.number().int().describe('1 合格 · 2 不合格'),
  fileIds: z.array(z.string()),
  files: z.array(ReportFile),
  remark: z.string(),
  createUserName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});
const ReportInput = editable('报告不存在', {
  lab: text('请输入检测机构', 100),
  reportNo: text('请输入报告编号', 50),
  reportDate: requiredDay('请选择报告日期'),
  batchId: optionalId('检测批次须为本食堂的库存批次'),
  supplierId: optionalId('供应商不存在'),
  items: text('请输入检测项目', 200),
  conclusion: oneOf(['1', '2'], '请选择检测结论').transform(Number),
  fileIds: z
    .array(id('报告文件不存在'), { error: '请上传检测报告文件' })
    .max(10, '最多上传 10 个报告文件')
    .transform((values) => [...new Set(values)])
    .refine((values) => values.length > 0, '请上传检测报告文件'),
  remark: optionalText('备注', 200),
});
const ReportQuery = z.object({
  ...paging(),
  canteenId: optionalId('食堂不存在'),
  keyword: z.string().optional().default(''),
  conclusion: oneOf(['1', '2', ''], '检测结论不正确', ''),
  batchId: optionalId('批次不存在'),
  supplierId: optionalId('供应商不存在'),
  from: filterDay('开始日期格式应为 YYYY-MM-DD'),
  to: filterDay('结束日期格式应为 YYYY-MM-DD'),
});

const DEVICE_COLUMNS = sql`d.id::text, d.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", s.dept_name AS "schoolName", d.name, d.model,
  d.serial_no AS "serialNo", to_char(d.calibrated_on, 'YYYY-MM-DD') AS "calibratedOn", to_char(d.calibration_due, 'YYYY-MM-DD') AS "calibrationDue",
  (d.calibration_due - ${APP_TODAY})::int AS "dueDays", d.state::int, d.remark, ${TIME('d.create_time')} AS "createTime", ${TIME('d.update_time')} AS "updateTime", d.version
  FROM test_device d JOIN dept c ON c.id = d.canteen_id JOIN dept s ON s.id = d.school_id`;

const REPORT_COLUMNS = sql`r.id::text, r.canteen_id::text AS "canteenId", c.dept_name AS "canteenName", s.dept_name AS "schoolName", r.lab, r.report_no AS "reportNo",
  to_char(r.report_date, 'YYYY-MM-DD') AS "reportDate", r.batch_id::text AS "batchId", r.goods_name AS "goodsName", r.supplier_id::text AS "supplierId",
  r.supplier_name AS "supplierName", r.items, r.conclusion::int, r.file_ids::text[] AS "fileIds",
  COALESCE((SELECT json_agg(json_build_object('id', f.id::text, 'name', f.name, 'mime', f.mime, 'url', ${DOWNLOAD_PATH} || '?id=' || f.id || '&key=' || f.access_key)
                            ORDER BY array_position(r.file_ids, f.id))
              FROM stored_file f WHERE f.id = ANY(r.file_ids)), '[]'::json) AS files,
  r.remark, r.create_user_name AS "createUserName", ${TIME('r.create_time')} AS "createTime", ${TIME('r.update_time')} AS "updateTime", r.version
  FROM test_report r JOIN dept c ON c.id = r.canteen_id JOIN dept s ON s.id = r.school_id`;

/** A keeper's row of `table`, locked, at the version given (404 `missing` when not of its canteen, 409 when stale). */
async function ownRow(tx: Queryable, table: string, keeper: Keeper, rowId: string, at: number | undefined, missing: string): Promise<void> {
  const { rows } = await tx.query<{ version: number }>(
    sql`SELECT version FROM ${sql.raw(table)} WHERE id = ${rowId} AND canteen_id = ${keeper.canteenId} FOR UPDATE`,
  );
  if (!rows[0]) throw notFound(missing);
  if (at !== undefined && rows[0].version !== at) throw staleVersion();
}

/** The report's batch (the keeper's) and supplier (the batch's, or one of the tenant's): the names the row keeps. */
async function reportSubject(tx: Queryable, keeper: Keeper, batchId: string | undefined, supplierId: string | undefined) {
  if (!batchId && !supplierId) throw badRequest('请选择检测批次或供应商');
  let goodsName = '';
  let supplier = supplierId ?? null;
  if (batchId) {
    const { rows } = await tx.query<{ goods: string; supplier: string | null }>(
      sql`SELECT goods_name AS goods, supplier_id::text AS supplier FROM stock_batch WHERE id = ${batchId} AND canteen_id = ${keeper.canteenId}`,
    );
    if (!rows[0]) throw badRequest('检测批次须为本食堂的库存批次');
    goodsName = rows[0].goods;
    supplier = rows[0].supplier ?? supplier;
  }
  let supplierName = '';
  if (supplier) {
    const { rows } = await tx.query<{ name: string }>(
      sql`SELECT supplier_name AS name FROM supplier_company WHERE id = ${supplier} AND tenant_id = ${keeper.tenantId}`,
    );
    if (!rows[0]) throw badRequest('供应商不存在');
    supplierName = rows[0].name;
  }
  return { batchId: batchId ?? null, goodsName, supplierId: supplier, supplierName };
}

/** Each file a stored PDF or image the writer may see. */
async function checkFiles(tx: Queryable, claims: AccessClaims, fileIds: readonly string[]): Promise<void> {
  for (const file of fileIds) {
    const { rows } = await tx.query<{ mime: string }>(sql`SELECT mime FROM stored_file WHERE ${visibleFile(file, claims)}`);
    if (!rows[0]) throw badRequest('报告文件不存在');
    if (!(rows[0].mime === 'application/pdf' || rows[0].mime.startsWith('image/'))) throw badRequest('报告文件须为 PDF 或图片');
  }
}

const unique = async <T>(message: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(message);
    throw error;
  }
};

export function testingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['ledger'];
  const devices = `${LEDGER_BASE}/device`;
  const reports = `${LEDGER_BASE}/report`;
  const deviceOf = async (deviceId: string) => (await db.query<z.infer<typeof Device>>(sql`SELECT ${DEVICE_COLUMNS} WHERE d.id = ${deviceId}`)).rows[0]!;
  const reportOf = async (reportId: string) => (await db.query<z.infer<typeof Report>>(sql`SELECT ${REPORT_COLUMNS} WHERE r.id = ${reportId}`)).rows[0]!;

  app.get(
    `${devices}/list`,
    {
      schema: {
        tags,
        summary: "检测设备: the testing devices of the canteens in the caller's reach, the soonest due first",
        description: `due: overdue (past due today) or soon (due within ${DUE_SOON_DAYS} days, not yet past).`,
        querystring: DeviceQuery,
        response: answers(paged(Device)),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const input = request.query;
      const due: Record<string, Sql> = {
        overdue: sql`d.calibration_due < ${APP_TODAY}`,
        soon: sql`d.calibration_due BETWEEN ${APP_TODAY} AND ${APP_TODAY} + ${DUE_SOON_DAYS}::int`,
        '': sql`true`,
      };
      const where = sql`d.tenant_id = ${scope.actor.tenantId} AND d.canteen_id = ANY(${scope.canteenIds}::bigint[])
        AND (${input.canteenId ?? null}::bigint IS NULL OR d.canteen_id = ${input.canteenId ?? null}::bigint)
        AND (${input.name.trim()} = '' OR d.name ILIKE ${containing(input.name.trim())} OR d.serial_no ILIKE ${containing(input.name.trim())})
        AND (${input.state} = '' OR d.state = ${Number(input.state || 0)}) AND ${due[input.due]!}`;
      const [page, total] = await Promise.all([
        db.query<z.infer<typeof Device>>(
          sql`SELECT ${DEVICE_COLUMNS} WHERE ${where} ORDER BY d.state, d.calibration_due NULLS FIRST, d.id LIMIT ${input.size} OFFSET ${offsetOf(input)}`,
        ),
        db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM test_device d WHERE ${where}`),
      ]);
      return ok(pageOf(page.rows, total.rows[0]!.total, input));
    },
  );

  app.post(
    `${devices}/submit`,
    {
      schema: {
        tags,
        summary: '检测设备: registers a device of the calling canteen (no id) or edits one (id, version)',
        body: DeviceInput,
        response: answers(Device),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { id: deviceId, version: at, name, model, serialNo, calibratedOn, calibrationDue, remark } = request.body;
      const saved = await unique('该出厂编号的设备已登记', () =>
        transaction(db, async (tx) => {
          if (!deviceId) {
            const { rows } = await tx.query<{ id: string }>(
              sql`INSERT INTO test_device (tenant_id, school_id, canteen_id, name, model, serial_no, calibrated_on, calibration_due, remark, create_user)
                  VALUES (${keeper.tenantId}, ${keeper.schoolId}, ${keeper.canteenId}, ${name}, ${model}, ${serialNo}, ${calibratedOn}::date, ${calibrationDue}::date,
                          ${remark}, ${keeper.userId}) RETURNING id::text`,
            );
            return rows[0]!.id;
          }
          await ownRow(tx, 'test_device', keeper, deviceId, at, '设备不存在');
          await tx.query(
            sql`UPDATE test_device SET name = ${name}, model = ${model}, serial_no = ${serialNo}, calibrated_on = ${calibratedOn}::date,
                       calibration_due = ${calibrationDue}::date, remark = ${remark}, update_time = app_now(), version = version + 1 WHERE id = ${deviceId}`,
          );
          return deviceId;
        }),
      );
      return ok(await deviceOf(saved));
    },
  );

  app.post(
    `${devices}/state`,
    {
      schema: {
        tags,
        summary: '检测设备: 停用 (2) or back 在用 (1); a device is never deleted, and a test names only a device in use',
        body: DeviceState,
        response: answers(Device),
      },
    },
    async (request) => {
      const { keeper } = await ledgerKeeper(ctx, request);
      const { id: deviceId, state, version: at } = request.body;
      await transaction(db, async (tx) => {
        await ownRow(tx, 'test_device', keeper, deviceId, at, '设备不存在');
        await tx.query(sql`UPDATE test_device SET state = ${state}, update_time = app_now(), version = version + 1 WHERE id = ${deviceId}`);
      });
      return ok(await deviceOf(deviceId));
    },
  );

  app.get(
    `${reports}/list`,
    {
      schema: {
        tags,
        summary: "检测报告: the outside labs' reports of the canteens in the caller's reach, the latest first",
        description: 'keyword: the lab, the report no, the goods or the supplier.',
        querystring: ReportQuery,
        response: answers(paged(Report)),
      },
    },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const input = request.query;
      const keyword = input.keyword.trim();
      const where = sql`r.tenant_id = ${scope.actor.tenantId} AND r.canteen_id = ANY(${scope.canteenIds}::bigint[])
        AND (${input.canteenId ?? null}::bigint IS NULL OR r.canteen_id = ${input.canteenId ?? null}::bigint)
        AND (${keyword} = '' OR r.lab ILIKE ${containing(keyword)} OR r.report_no ILIKE ${containing(keyword)} OR r.goods_name ILIKE ${containing(keyword)}
             OR r.supplier_name ILIKE ${containing(keyword)})
        AND (${input.conclusion} = '' OR r.conclusion = ${Number(input.conclusion || 0)})
        AND (${input.batchId ?? null}::bigint IS NULL OR r.batch_id = ${input.batchId ?? null}::bigint)
        AND (${input.supplierId ?? null}::bigint IS NULL OR r.supplier_id = ${input.supplierId ?? null}::bigint)
        AND (${input.from ?? null}::date IS NULL OR r.report_date >= ${input.from ?? null}::date)
        AND (${input.to ?? null}::date IS NULL OR r.report_date <= ${input.to ?? null}::date)`;
      const [page, total] = await Promise.all([
        db.query<z.infer<typeof Report>>(
          sql`SELECT ${REPORT_COLUMNS} WHERE ${where} ORDER BY r.report_date DESC, r.id DESC LIMIT ${input.size} OFFSET ${offsetOf(input)}`,
        ),
        db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM test_report r WHERE ${where}`),
      ]);
      return ok(pageOf(page.rows, total.rows[0]!.total, input));
    },
  );

  app.get(
    `${reports}/detail`,
    { schema: { tags, summary: '检测报告: a report with its files', querystring: z.object({ id: id('报告不存在') }), response: answers(Report) } },
    async (request) => {
      const scope = await ledgerReader(ctx, request);
      const { rows } = await db.query<z.infer<typeof Report>>(
        sql`SELECT ${REPORT_COLUMNS} WHERE r.id = ${request.query.id} AND r.tenant_id = ${scope.actor.tenantId} AND r.canteen_id = ANY(${scope.canteenIds}::bigint[])`,
      );
      if (!rows[0]) throw notFound('报告不存在');
      return ok(rows[0]);
    },
  );

  app.post(
    `${reports}/submit`,
    {
      schema: {
        tags,
        summary: '检测报告: records a lab report of the calling canteen (no id) or edits one (id, version); never deleted',
        description: 'About a batch of the canteen (its supplier taken from the batch) or a supplier; the files PDF or images the writer may see.',
        body: ReportInput,
        response: answers(Report),
      },
    },
    async (request) => {
      const { keeper, claims } = await ledgerKeeper(ctx, request);
      const { id: reportId, version: at, lab, reportNo, reportDate, batchId, supplierId, items, conclusion, fileIds, remark } = request.body;
      const saved = await unique('该检测机构的报告编号已登记', () =>
        transaction(db, async (tx) => {
          const { rows: future } = await tx.query(sql`SELECT 1 WHERE ${reportDate}::date > ${APP_TODAY}`);
          if (future.length) throw badRequest('报告日期不能晚于今天');
          const subject = await reportSubject(tx, keeper, batchId, supplierId);
          await checkFiles(tx, claims, fileIds);
          if (!reportId) {
            const { rows } = await tx.query<{ id: string }>(
              sql`INSERT INTO test_report (tenant_id, school_id, canteen_id, lab, report_no, report_date, batch_id, goods_name, supplier_id, supplier_name, items, conclusion,
                                           file_ids, remark, create_user, create_user_name)
                  VALUES (${keeper.tenantId}, ${keeper.schoolId}, ${keeper.canteenId}, ${lab}, ${reportNo}, ${reportDate}::date, ${subject.batchId}::bigint, ${subject.goodsName},
                          ${subject.supplierId}::bigint, ${subject.supplierName}, ${items}, ${conclusion}, ${fileIds}::bigint[], ${remark}, ${keeper.userId}, ${keeper.name})
                  RETURNING id::text`,
            );
            return rows[0]!.id;
          }
          await ownRow(tx, 'test_report', keeper, reportId, at, '报告不存在');
          await tx.query(
            sql`UPDATE test_report SET lab = ${lab}, report_no = ${reportNo}, report_date = ${reportDate}::date, batch_id = ${subject.batchId}::bigint,
                       goods_name = ${subject.goodsName}, supplier_id = ${subject.supplierId}::bigint, supplier_name = ${subject.supplierName}, items = ${items},
                       conclusion = ${conclusion}, file_ids = ${fileIds}::bigint[], remark = ${remark}, update_time = app_now(), version = version + 1
                 WHERE id = ${reportId}`,
          );
          return reportId;
        }),
      );
      return ok(await reportOf(saved));
    },
  );
}

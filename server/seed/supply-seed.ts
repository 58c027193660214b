// Demo data of the supply chain (docs/product-rules.md#supply-chain): an award to 东湖区第一小学 of 2026–2027 whose
// catalogue 鲜丰农产品 (chicken, rice, pork, cabbage) and 湖畔水产 (frozen hairtail; its 食品经营许可证 has lapsed,
// so it cannot take an order) supply from 30 days before the seeding to 90 after, both bound to the school; 鲜丰's
// refrigerated van and driver; and 第一小学学生食堂's orders in several states — accepted (its rice and chicken wings in
// stock, a little rice already issued to lunch), submitted, a draft and one the supplier refused; and the suppliers'
// quotes for goods outside the award (商品报价) in every state, one waiting for the school. Dates are relative to
// the day the data folder is created, as the tenders' are. Runs after the tenders (it copies a completed tender's
// panel, approver and creator).
import type pg from 'pg';
import { BATCH_SOURCE, DECISION, DELIVERY, lineAmount, MOVEMENT, ORDER, PLAN, PLAN_PERIOD, QUOTE, STORAGE } from '../modules/supply/index.ts';
import { sql } from '../platform/db/sql.ts';

const SCHOOL = '东湖区第一小学';
const CANTEEN = '第一小学学生食堂';
const FRESH = '鲜丰农产品配送有限公司';
const AQUATIC = '湖畔水产批发有限公司';

/** goods code, supplier, price in fen per kg */
const CATALOGUE: [string, string, number][] = [
  ['G0303', FRESH, 2600],
  ['G0305', FRESH, 4200],
  ['G0101', FRESH, 650],
  ['G0201', FRESH, 3200],
  ['G0501', FRESH, 300],
  ['G0403', AQUATIC, 3800],
];

interface OrderSeed {
  status: number;
  /** days from the seeding */
  day: number;
  lines: [code: string, grams: number][];
  refuseReason?: string;
}

const ORDERS: OrderSeed[] = [
  {
    status: ORDER.accepted,
    day: -2,
    lines: [
      ['G0101', 50_000],
      ['G0305', 10_000],
    ],
  },
  { status: ORDER.submitted, day: 1, lines: [['G0303', 20_000]] },
  { status: ORDER.draft, day: 2, lines: [['G0501', 15_000]] },
  { status: ORDER.refused, day: 1, lines: [['G0201', 8_000]], refuseReason: '本周猪肉货源不足，请改订下周' },
];

export async function seedSupply(client: pg.PoolClient): Promise<void> {
  const one = async <T extends pg.QueryResultRow>(query: ReturnType<typeof sql>) => (await client.query<T>(query)).rows[0]!;
  const place = await one<{ school: string; canteen: string; user: string; tenant: string }>(
    sql`SELECT s.id::text AS school, c.id::text AS canteen, u.id::text AS user, s.tenant_id AS tenant
          FROM dept s JOIN dept c ON c.parent_id = s.id AND c.dept_name = ${CANTEEN} JOIN app_user u ON u.dept_id = c.id AND u.account = 'canteen'
         WHERE s.dept_name = ${SCHOOL} AND s.tenant_id = '100001'`,
  );
  const bidding = await one<{ id: string }>(
    sql`INSERT INTO bidding (tenant_id, bidding_no, school_id, dept_id, approver_id, title, category, budget, supply_start, supply_end, content, required_doc_types,
                          sign_up_start, sign_up_end, opening_time, price_weight, score_items, bidding_group_id, create_user, create_time, publish_time,
                          approve_user, approve_time, approve_opinion, bidding_progress, publicity_end, update_time)
     SELECT tenant_id, 'ZB20261001' || '00001', ${place.school}, dept_id, approver_id, '2026–2027学年第一小学食堂食材供应', 'G03', 30000000,
            CURRENT_DATE - 30, CURRENT_DATE + 90, '第一小学食堂禽肉、粮油、猪肉、蔬菜和水产的年度供应。', required_doc_types,
            now() - interval '60 days', now() - interval '50 days', now() - interval '48 days', price_weight, score_items, bidding_group_id, create_user,
            now() - interval '62 days', now() - interval '61 days', approve_user, now() - interval '61 days', '同意发布', 9, now() - interval '35 days', now() - interval '35 days'
       FROM bidding WHERE tenant_id = '100001' AND bidding_progress = 9 ORDER BY id LIMIT 1
     RETURNING id::text`,
  );
  for (const [code, supplier, price] of CATALOGUE)
    await client.query(
      sql`INSERT INTO bidding_commodity (tenant_id, bidding_id, supplier_id, school_id, goods_code, goods_name, unit, price, valid_from, valid_to)
       SELECT ${place.tenant}, ${bidding.id}, c.id, ${place.school}, g.code, g.name, g.unit, ${price}, CURRENT_DATE - 30, CURRENT_DATE + 90
         FROM school_goods g, supplier_company c WHERE g.code = ${code} AND c.supplier_name = ${supplier} AND c.tenant_id = ${place.tenant}`,
    );
  await client.query(
    sql`INSERT INTO supplier_binding (tenant_id, dept_id, supplier_id, bidding_id, category, valid_from, valid_to, remark)
     SELECT ${place.tenant}, ${place.school}, c.id, ${bidding.id}, 'G03', CURRENT_DATE - 30, CURRENT_DATE + 90, '招标中标'
       FROM supplier_company c WHERE c.supplier_name IN (${FRESH}, ${AQUATIC}) AND c.tenant_id = ${place.tenant}
     ON CONFLICT (dept_id, supplier_id) WHERE is_deleted = 0 DO UPDATE
       SET valid_from = CASE WHEN supplier_binding.valid_from IS NOT NULL THEN LEAST(supplier_binding.valid_from, EXCLUDED.valid_from) END,
           valid_to = CASE WHEN supplier_binding.valid_to IS NOT NULL THEN GREATEST(supplier_binding.valid_to, EXCLUDED.valid_to) END`,
  );
  const fresh = await one<{ id: string; account: string }>(
    sql`SELECT c.id::text, a.id::text AS account FROM supplier_company c JOIN supplier_account a ON a.company_id = c.id WHERE c.supplier_name = ${FRESH} AND c.tenant_id = ${place.tenant} ORDER BY a.id LIMIT 1`,
  );
  const vehicle = await one<{ id: string }>(
    sql`INSERT INTO supply_vehicle (tenant_id, supplier_id, plate, refrigerated) VALUES (${place.tenant}, ${fresh.id}, '浙A·L2345', true) RETURNING id::text`,
  );
  const driver = await one<{ id: string }>(
    sql`INSERT INTO supply_driver (tenant_id, supplier_id, name, phone, health_cert_no, health_cert_expiry)
     VALUES (${place.tenant}, ${fresh.id}, '周师傅', '13900000201', 'JK2026-0301', CURRENT_DATE + 200) RETURNING id::text`,
  );

  for (const [index, order] of ORDERS.entries()) {
    const goods = await client.query<{ code: string; name: string; baseUnit: string; price: number; commodity: string }>(
      sql`SELECT k.goods_code AS code, k.goods_name AS name, g.base_unit AS "baseUnit", k.price::float8 AS price, k.id::text AS commodity
            FROM bidding_commodity k JOIN school_goods g ON g.code = k.goods_code WHERE k.bidding_id = ${bidding.id} AND k.supplier_id = ${fresh.id}`,
    );
    const lines = order.lines.map(([code, grams]) => {
      const row = goods.rows.find((item) => item.code === code)!;
      return { ...row, quantity: grams, amount: lineAmount(row.price, grams, row.baseUnit) };
    });
    const confirmed = order.status !== ORDER.draft && order.status !== ORDER.submitted && order.status !== ORDER.refused;
    const created = await one<{ id: string }>(
      sql`INSERT INTO supply_order (tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, status, total_amount, refuse_reason, create_user,
                                 create_time, submit_time, confirm_time, confirm_user)
       VALUES (${place.tenant}, ${`CG${String(index + 1).padStart(6, '0')}`}, ${place.canteen}, ${place.school}, ${fresh.id}, CURRENT_DATE + ${order.day}::int, 2, ${order.status},
               ${lines.reduce((sum, line) => sum + line.amount, 0)}, ${order.refuseReason ?? ''}, ${place.user}, now() + make_interval(days => ${order.day - 2}::int),
               CASE WHEN ${order.status !== ORDER.draft}::boolean THEN now() + make_interval(days => ${order.day - 2}::int) END,
               CASE WHEN ${order.status === ORDER.refused || confirmed}::boolean THEN now() + make_interval(days => ${order.day - 1}::int) END,
               CASE WHEN ${order.status === ORDER.refused || confirmed}::boolean THEN ${fresh.account}::bigint END)
       RETURNING id::text`,
    );
    for (const [lineIndex, line] of lines.entries()) {
      const saved = await one<{ id: string }>(
        sql`INSERT INTO supply_order_line (order_id, line_no, goods_code, goods_name, base_unit, commodity_id, unit_price, quantity, amount, confirmed_qty)
         VALUES (${created.id}, ${lineIndex + 1}, ${line.code}, ${line.name}, ${line.baseUnit}, ${line.commodity}, ${line.price}, ${line.quantity}, ${line.amount},
                 ${confirmed ? line.quantity : null}) RETURNING id::text`,
      );
      if (order.status !== ORDER.accepted) continue;
      const acceptance = await one<{ id: string }>(
        sql`INSERT INTO supply_acceptance (tenant_id, order_id, line_id, canteen_id, received_qty, accepted_qty, arrival_temp_tenths, production_date, expiry_date,
                                        decision, receiver, witness, create_user, create_time)
         VALUES (${place.tenant}, ${created.id}, ${saved.id}, ${place.canteen}, ${line.quantity}, ${line.quantity}, ${line.code === 'G0305' ? -160 : null},
                 CURRENT_DATE - 10, CURRENT_DATE + ${line.code === 'G0305' ? 350 : 170}::int, ${sql.number(DECISION.pass)}, '李食堂', '王师傅', ${place.user}, now() - interval '2 days')
         RETURNING id::text`,
      );
      const batch = await one<{ id: string }>(
        sql`INSERT INTO stock_batch (tenant_id, canteen_id, goods_code, goods_name, base_unit, source, supplier_id, acceptance_id, unit_price, production_date, expiry_date, create_time)
         VALUES (${place.tenant}, ${place.canteen}, ${line.code}, ${line.name}, ${line.baseUnit}, ${sql.number(BATCH_SOURCE.acceptance)}, ${fresh.id}, ${acceptance.id}, ${line.price},
                 CURRENT_DATE - 10, CURRENT_DATE + ${line.code === 'G0305' ? 350 : 170}::int, now() - interval '2 days') RETURNING id::text`,
      );
      const issued = line.code === 'G0101' ? 12_000 : 0;
      await client.query(
        sql`INSERT INTO stock_balance (batch_id, canteen_id, goods_code, on_hand) VALUES (${batch.id}, ${place.canteen}, ${line.code}, ${line.quantity - issued})`,
      );
      await client.query(
        sql`INSERT INTO stock_movement (tenant_id, canteen_id, batch_id, goods_code, kind, quantity, purpose, create_user, user_name, create_time)
         VALUES (${place.tenant}, ${place.canteen}, ${batch.id}, ${line.code}, ${sql.number(MOVEMENT.stockIn)}, ${line.quantity}, '验收入库', ${place.user}, '李食堂', now() - interval '2 days')`,
      );
      if (issued)
        await client.query(
          sql`INSERT INTO stock_movement (tenant_id, canteen_id, batch_id, goods_code, kind, quantity, meal, purpose, create_user, user_name, create_time)
           VALUES (${place.tenant}, ${place.canteen}, ${batch.id}, ${line.code}, ${sql.number(MOVEMENT.issue)}, ${-issued}, 2, '午餐主食', ${place.user}, '李食堂', now() - interval '1 day')`,
        );
    }
    if (order.status === ORDER.accepted)
      await client.query(
        sql`INSERT INTO supply_delivery (tenant_id, order_id, supplier_id, vehicle_id, driver_id, status, create_time, depart_time, arrive_time)
         VALUES (${place.tenant}, ${created.id}, ${fresh.id}, ${vehicle.id}, ${driver.id}, ${sql.number(DELIVERY.arrived)}, now() - interval '3 days', now() - interval '2 days 3 hours', now() - interval '2 days 1 hour')`,
      );
  }
  await seedBreaches(client, { ...place, supplier: fresh.id, account: fresh.account }, ORDERS.length);
  await client.query(sql`SELECT setval('supply_order_no_seq', ${ORDERS.length + 2})`);
  await seedQuotes(client, place);
  await seedStocktake(client, place);
}

/**
 * 库存盘点: last evening's count of the rice and chicken wings the canteen holds, closed with no difference (a stock-take
 * with a 盘亏 is what a tester makes; an open one would hold those goods still).
 */
async function seedStocktake(client: pg.PoolClient, place: { canteen: string; user: string; tenant: string }): Promise<void> {
  await client.query(
    sql`INSERT INTO stocktake (tenant_id, canteen_id, goods_codes, status, counter, create_user, create_time, close_time)
     VALUES (${place.tenant}, ${place.canteen}, ${['G0101', 'G0305']}::text[], 1, '张库管', ${place.user}, now() - interval '20 hours', now() - interval '19 hours')`,
  );
}

/**
 * What 配送监管 shows the supervisors besides the cold-chain breach (cold-chain-seed.ts) and the refusals of the chain's
 * history: 鲜丰's confirmed order for yesterday not yet delivered (late), and an emergency purchase of 土豆 outside the
 * catalogue with its reason, confirmed for tomorrow.
 */
async function seedBreaches(
  client: pg.PoolClient,
  place: { school: string; canteen: string; user: string; tenant: string; supplier: string; account: string },
  numbered: number,
): Promise<void> {
  const orders: { day: number; code: string; grams: number; price: number | null; reason: string }[] = [
    { day: -1, code: 'G0303', grams: 15_000, price: null, reason: '' },
    { day: 1, code: 'G0502', grams: 8_000, price: 900, reason: '原定蔬菜受霜冻减产，临时向鲜丰采购' },
  ];
  for (const [index, order] of orders.entries()) {
    const goods = (
      await client.query<{ name: string; baseUnit: string; price: number; commodity: string | null }>(
        sql`SELECT g.name, g.base_unit AS "baseUnit", COALESCE(${order.price}::bigint, k.price)::float8 AS price, k.id::text AS commodity
              FROM school_goods g LEFT JOIN bidding_commodity k ON k.goods_code = g.code AND k.supplier_id = ${place.supplier} AND k.school_id = ${place.school}
                   AND ${order.price === null}::boolean
             WHERE g.code = ${order.code} ORDER BY k.id LIMIT 1`,
      )
    ).rows[0];
    if (!goods) continue;
    const amount = lineAmount(goods.price, order.grams, goods.baseUnit);
    const created = (
      await client.query<{ id: string }>(
        sql`INSERT INTO supply_order (tenant_id, order_no, canteen_id, school_id, supplier_id, delivery_date, meal, emergency, emergency_reason, status, total_amount,
                                   create_user, create_time, submit_time, confirm_time, confirm_user)
         VALUES (${place.tenant}, ${`CG${String(numbered + index + 1).padStart(6, '0')}`}, ${place.canteen}, ${place.school}, ${place.supplier},
                 CURRENT_DATE + ${order.day}::int, 2, ${order.reason !== ''}, ${order.reason}, ${sql.number(ORDER.confirmed)}, ${amount}, ${place.user},
                 now() + make_interval(days => ${order.day - 2}::int), now() + make_interval(days => ${order.day - 2}::int),
                 now() + make_interval(days => ${order.day - 1}::int), ${place.account}::bigint)
         RETURNING id::text`,
      )
    ).rows[0]!;
    await client.query(
      sql`INSERT INTO supply_order_line (order_id, line_no, goods_code, goods_name, base_unit, commodity_id, unit_price, quantity, amount, confirmed_qty)
       VALUES (${created.id}, 1, ${order.code}, ${goods.name}, ${goods.baseUnit}, ${goods.commodity}, ${goods.price}, ${order.grams}, ${amount}, ${order.grams})`,
    );
  }
}

/** goods code, supplier, price in fen per kg, status, period (days from the seeding), the school's reason for a rejection */
const QUOTES: [code: string, supplier: string, price: number, status: number, from: number, to: number, reason?: string][] = [
  ['G0505', FRESH, 420, QUOTE.approved, -10, 60],
  ['G0106', FRESH, 560, QUOTE.waiting, 1, 60],
  ['G0406', FRESH, 3600, QUOTE.rejected, 1, 30, '价格高于市场价，请重新报价'],
  ['G0302', FRESH, 1500, QUOTE.withdrawn, 1, 30],
  ['G0404', AQUATIC, 9800, QUOTE.waiting, 3, 45],
  ['G0405', AQUATIC, 3200, QUOTE.approved, -5, 40],
];

/**
 * 商品报价: 鲜丰 and 湖畔 price goods outside the award for 第一小学 in every state — 胡萝卜 approved (orderable from
 * 鲜丰 at 4.20 元/kg), 玉米面 waiting for the school, 海带 rejected with its reason, 鸭蛋 withdrawn; 湖畔's 虾仁 waiting and
 * 巴沙鱼柳 approved.
 */
async function seedQuotes(client: pg.PoolClient, place: { school: string; tenant: string }): Promise<void> {
  const reviewer = (
    await client.query<{ id: string; name: string }>(
      sql`SELECT id::text, real_name AS name FROM app_user WHERE account = 'school' AND tenant_id = ${place.tenant}`,
    )
  ).rows[0];
  for (const [index, [code, supplier, price, status, from, to, reason]] of QUOTES.entries()) {
    const reviewed = status === QUOTE.approved || status === QUOTE.rejected;
    await client.query(
      sql`INSERT INTO supply_quote (tenant_id, quote_no, supplier_id, school_id, goods_code, goods_name, base_unit, unit_price, valid_from, valid_to, status, reject_reason,
                                 create_user, create_time, review_user, review_name, review_time, withdraw_time, update_time)
       SELECT ${place.tenant}, ${`BJ${String(index + 1).padStart(6, '0')}`}, c.id, ${place.school}, g.code, g.name, g.base_unit, ${price}, CURRENT_DATE + ${from}::int,
              CURRENT_DATE + ${to}::int, ${status}, ${reason ?? ''}, a.id, now() - make_interval(days => ${12 - index}::int),
              ${reviewed ? (reviewer?.id ?? null) : null}, ${reviewed ? (reviewer?.name ?? '') : ''},
              CASE WHEN ${reviewed}::boolean THEN now() - make_interval(days => ${11 - index}::int) END,
              CASE WHEN ${status === QUOTE.withdrawn}::boolean THEN now() - make_interval(days => ${11 - index}::int) END, now()
         FROM supplier_company c JOIN supplier_account a ON a.company_id = c.id, school_goods g
        WHERE c.supplier_name = ${supplier} AND c.tenant_id = ${place.tenant} AND g.code = ${code}
        ORDER BY a.id LIMIT 1`,
    );
  }
  await client.query(sql`SELECT setval('supply_quote_no_seq', ${QUOTES.length})`);
}

/** plan no., kind, first day (SQL, relative to the seeding), state, lines [goods, supplier, grams], return or void reason */
type PlanSeed = [no: string, kind: number, start: string, status: number, lines: [code: string, supplier: string, grams: number][], reason?: string];

const MONDAY = `date_trunc('week', CURRENT_DATE)::date`;
const MONTH = `date_trunc('month', CURRENT_DATE)::date`;
const PLANS: PlanSeed[] = [
  [
    'JH000001',
    PLAN_PERIOD.week,
    MONDAY,
    PLAN.approved,
    [
      ['G0101', FRESH, 100_000],
      ['G0305', FRESH, 30_000],
      ['G0403', AQUATIC, 20_000],
    ],
  ],
  [
    'JH000002',
    PLAN_PERIOD.week,
    `${MONDAY} + 7`,
    PLAN.submitted,
    [
      ['G0101', FRESH, 120_000],
      ['G0303', FRESH, 25_000],
      ['G0501', FRESH, 40_000],
    ],
  ],
  ['JH000003', PLAN_PERIOD.week, `${MONDAY} + 14`, PLAN.returned, [['G0201', FRESH, 60_000]], '猪肉数量偏多，请按就餐人数核减后再报'],
  [
    'JH000004',
    PLAN_PERIOD.month,
    `(${MONTH} + interval '1 month')::date`,
    PLAN.draft,
    [
      ['G0101', FRESH, 400_000],
      ['G0501', FRESH, 150_000],
    ],
  ],
  ['JH000005', PLAN_PERIOD.month, MONTH, PLAN.voided, [['G0303', FRESH, 80_000]], '改为按周编制采购计划'],
];

/** name, storage class, lowest and highest °C in tenths, keeper, enabled, default of its class */
const WAREHOUSES: [string, number, number | null, number | null, string, boolean, boolean][] = [
  ['常温主食库', STORAGE.ambient, null, 250, '李食堂', true, true],
  ['冷藏库', STORAGE.chilled, 0, 40, '王师傅', true, true],
  ['冷冻库', STORAGE.frozen, -250, -180, '王师傅', true, true],
  ['旧干货间', STORAGE.ambient, null, null, '李食堂', false, false],
];

/**
 * 采购计划 and 仓库设置 of 第一小学学生食堂 (its own seeding step, after seedSupply's award): a plan in each state — this
 * week's approved, next week's submitted (the school's to approve), one returned with the reason, next month's draft
 * and this month's voided — and its warehouses, one of them disabled. Bulk inserts.
 */
export async function seedSupplyPlans(client: pg.PoolClient): Promise<void> {
  const place = (
    await client.query<{ school: string; canteen: string; user: string; tenant: string; school_user: string; bidding: string }>(
      sql`SELECT s.id::text AS school, c.id::text AS canteen, u.id::text AS user, s.tenant_id AS tenant, su.id::text AS school_user, b.id::text AS bidding
            FROM dept s JOIN dept c ON c.parent_id = s.id AND c.dept_name = ${CANTEEN} JOIN app_user u ON u.dept_id = c.id AND u.account = 'canteen'
            JOIN app_user su ON su.account = 'school' AND su.tenant_id = s.tenant_id
            JOIN bidding b ON b.school_id = s.id AND b.bidding_no = 'ZB2026100100001'
           WHERE s.dept_name = ${SCHOOL} AND s.tenant_id = '100001'`,
    )
  ).rows[0];
  if (!place) return;
  const plans = PLANS.map(
    ([no, kind, start, status, , reason]) => sql`(${no}, ${kind}::smallint, (${sql.raw(start)})::date, ${status}::smallint, ${reason ?? ''})`,
  );
  await client.query(
    sql`INSERT INTO supply_plan (tenant_id, plan_no, canteen_id, school_id, period_kind, period_start, period_end, status, return_reason, void_reason, remark,
                              create_user, create_time, submit_time, review_user, review_time)
     SELECT ${place.tenant}, v.no, ${place.canteen}, ${place.school}, v.kind, v.start,
            CASE WHEN v.kind = ${sql.number(PLAN_PERIOD.week)} THEN v.start + 6 ELSE (v.start + interval '1 month' - interval '1 day')::date END,
            v.status, CASE WHEN v.status = ${sql.number(PLAN.returned)} THEN v.reason ELSE '' END, CASE WHEN v.status = ${sql.number(PLAN.voided)} THEN v.reason ELSE '' END,
            '按本周就餐人数编制', ${place.user}, now() - interval '3 days',
            CASE WHEN v.status IN (${sql.number(PLAN.submitted)}, ${sql.number(PLAN.approved)}, ${sql.number(PLAN.returned)}) THEN now() - interval '2 days' END,
            CASE WHEN v.status IN (${sql.number(PLAN.approved)}, ${sql.number(PLAN.returned)}) THEN ${place.school_user}::bigint END,
            CASE WHEN v.status IN (${sql.number(PLAN.approved)}, ${sql.number(PLAN.returned)}) THEN now() - interval '1 day' END
       FROM (VALUES ${sql.join(plans, sql`, `)}) AS v (no, kind, start, status, reason)`,
  );
  const lines = PLANS.flatMap(([no, , , , planLines]) =>
    planLines.map(([code, supplier, grams], index) => sql`(${no}, ${index + 1}::smallint, ${code}, ${supplier}, ${grams}::bigint)`),
  );
  await client.query(
    sql`INSERT INTO supply_plan_line (plan_id, revision, line_no, goods_code, goods_name, base_unit, supplier_id, commodity_id, unit_price, quantity, amount)
     SELECT p.id, 1, v.line_no, k.goods_code, k.goods_name, g.base_unit, k.supplier_id, k.id, k.price, v.grams,
            CASE WHEN g.base_unit = '个' THEN k.price * v.grams ELSE (k.price * v.grams + 500) / 1000 END
       FROM (VALUES ${sql.join(lines, sql`, `)}) AS v (no, line_no, code, supplier, grams)
       JOIN supply_plan p ON p.plan_no = v.no AND p.tenant_id = ${place.tenant}
       JOIN supplier_company c ON c.supplier_name = v.supplier AND c.tenant_id = ${place.tenant}
       JOIN bidding_commodity k ON k.bidding_id = ${place.bidding} AND k.supplier_id = c.id AND k.goods_code = v.code
       JOIN school_goods g ON g.code = k.goods_code`,
  );
  await client.query(
    sql`UPDATE supply_plan p SET total_amount = (SELECT COALESCE(sum(amount), 0) FROM supply_plan_line l WHERE l.plan_id = p.id)
         WHERE p.canteen_id = ${place.canteen}`,
  );
  await client.query(sql`SELECT setval('supply_plan_no_seq', ${PLANS.length})`);
  const stores = WAREHOUSES.map(
    ([name, storage, low, high, keeper, enabled, isDefault]) =>
      sql`(${name}, ${storage}::smallint, ${low}::int, ${high}::int, ${keeper}, ${enabled}::boolean, ${isDefault}::boolean)`,
  );
  await client.query(
    sql`INSERT INTO supply_warehouse (tenant_id, canteen_id, name, storage_class, temp_min_tenths, temp_max_tenths, keeper, enabled, is_default, create_user)
     SELECT ${place.tenant}, ${place.canteen}, v.name, v.storage, v.low, v.high, v.keeper, v.enabled, v.is_default, ${place.user}
       FROM (VALUES ${sql.join(stores, sql`, `)}) AS v (name, storage, low, high, keeper, enabled, is_default)`,
  );
  // the batches seeded before the warehouses existed: into the defaults, as the migration places an upgraded folder's
  await client.query(sql`SELECT stock_batch_place_unplaced()`);
}

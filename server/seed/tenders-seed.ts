// Demo tenders of 东湖区 in every state of the state machine (docs/product-rules.md#bidding), with times relative
// to the seeding: two drafts (one a re-tender of a terminated tender), two awaiting approval, one rejected, two
// open for sign-up (one closing tomorrow), one in review (5 sign-ups, 2 reviewed), one taking quotes (2 of 3 in),
// one being scored (2 of 3 experts done), one awaiting the award, one in publicity (ending in 2 days), two
// completed (catalogue and bindings written), one terminated; and one open tender in 西山区 for isolation.
// The rows are written as the transitions would have written them, audit rows included.
import type pg from 'pg';
import { rankBids } from '../modules/bidding/index.ts';
import { snapshotDocuments } from '../modules/supplier/index.ts';
import { sql, type Sql } from '../platform/db/sql.ts';

type Goods = [code: string, quantity: number, maxPrice?: number];
interface TenderSeed {
  title: string;
  progress: number;
  category: string;
  lines: Goods[];
  /** hours from now: sign-up start and end, the opening */
  window: [number, number, number];
  by?: 'centre' | 'school';
  panel?: string;
  /** companies signing up, with their review: 0 pending, 1 in, 2 out */
  signUps?: [string, 0 | 1 | 2][];
  /** how many shortlisted bids are submitted (the rest none) */
  quotes?: number;
  /** how many panel experts have submitted their scores */
  scored?: number;
  publicityEndHours?: number;
  reason?: string;
  retenderOf?: string;
}

const SCORE_ITEMS = [
  { code: 'quality', name: '商品质量', max: 30 },
  { code: 'service', name: '配送服务', max: 20 },
  { code: 'credit', name: '企业信誉', max: 10 },
];
const PRICE_WEIGHT = 40;

const BIDDERS = ['鲜丰农产品配送有限公司', '东湖绿源蔬菜合作社', '华丰粮油贸易有限公司', '康源食品配送中心', '五谷丰粮食购销有限公司'];
const reviewed = (...statuses: (0 | 1 | 2)[]) => statuses.map((status, index): [string, 0 | 1 | 2] => [BIDDERS[index]!, status]);

const TENDERS: TenderSeed[] = [
  {
    title: '2027年春季学期大米采购',
    progress: 0,
    category: 'G01',
    lines: [
      ['G0101', 6000, 8],
      ['G0105', 300],
    ],
    window: [72, 168, 192],
  },
  {
    title: '2027年春季学期蔬菜配送（草稿）',
    progress: 0,
    category: 'G05',
    lines: [
      ['G0501', 4000],
      ['G0502', 3000],
      ['G0503', 2000],
    ],
    window: [72, 168, 192],
    by: 'school',
  },
  { title: '食用植物油集中采购', progress: 1, category: 'G01', lines: [['G0103', 1200, 75]], window: [48, 144, 168] },
  {
    title: '第一小学豆制品采购',
    progress: 1,
    category: 'G06',
    lines: [
      ['G0601', 900],
      ['G0603', 300],
    ],
    window: [60, 156, 180],
    by: 'school',
  },
  {
    title: '冷鲜猪肉年度采购',
    progress: 2,
    category: 'G02',
    lines: [
      ['G0201', 5000, 32],
      ['G0205', 1500],
    ],
    window: [30, 120, 150],
    reason: '预算偏高，请参考上季度成交价调整后重新提交',
  },
  {
    title: '2027年鸡蛋年度采购',
    progress: 3,
    category: 'G03',
    lines: [['G0301', 8000, 12]],
    window: [-24, 20, 48],
    signUps: reviewed(0, 0),
    panel: '肉禽蛋评标小组',
  },
  {
    title: '面粉及挂面采购',
    progress: 3,
    category: 'G01',
    lines: [
      ['G0102', 3000],
      ['G0104', 800],
    ],
    window: [-12, 96, 130],
    signUps: reviewed(0),
  },
  {
    title: '秋季学期蔬菜集中配送',
    progress: 4,
    category: 'G05',
    lines: [
      ['G0501', 5000],
      ['G0504', 2500],
      ['G0506', 1800],
    ],
    window: [-100, -1, 47],
    signUps: reviewed(1, 2, 0, 0, 0),
  },
  {
    title: '学生食堂大米（第二批）',
    progress: 5,
    category: 'G01',
    lines: [
      ['G0101', 4000, 8],
      ['G0103', 600],
    ],
    window: [-110, -30, 20],
    signUps: reviewed(1, 1, 1, 2),
    quotes: 2,
  },
  {
    title: '水产品季度采购',
    progress: 6,
    category: 'G04',
    lines: [
      ['G0401', 2500, 16],
      ['G0403', 1200, 30],
    ],
    window: [-150, -70, -40],
    signUps: reviewed(1, 1, 1),
    quotes: 3,
    scored: 2,
  },
  {
    title: '粮油综合采购（一期）',
    progress: 7,
    category: 'G01',
    lines: [
      ['G0101', 3500, 8.5],
      ['G0103', 700, 80],
    ],
    window: [-200, -110, -80],
    signUps: reviewed(1, 1, 1, 2),
    quotes: 3,
    scored: 3,
  },
  {
    title: '豆制品年度配送',
    progress: 8,
    category: 'G06',
    lines: [
      ['G0601', 1500],
      ['G0602', 900],
      ['G0604', 200],
    ],
    window: [-260, -170, -140],
    signUps: reviewed(1, 1, 1),
    quotes: 3,
    scored: 3,
    publicityEndHours: 48,
  },
  {
    title: '2026年秋季大米采购',
    progress: 9,
    category: 'G01',
    lines: [
      ['G0101', 5500, 8],
      ['G0105', 400],
    ],
    window: [-900, -800, -770],
    signUps: reviewed(1, 1, 1),
    quotes: 3,
    scored: 3,
    publicityEndHours: -600,
  },
  {
    title: '2026年秋季蔬菜配送',
    progress: 9,
    category: 'G05',
    lines: [
      ['G0501', 4500],
      ['G0502', 3200],
      ['G0507', 900],
    ],
    window: [-880, -790, -760],
    signUps: reviewed(1, 1, 1, 2),
    quotes: 3,
    scored: 3,
    publicityEndHours: -580,
    by: 'school',
  },
  {
    title: '牛羊肉专项采购',
    progress: 10,
    category: 'G02',
    lines: [
      ['G0203', 1200, 90],
      ['G0204', 600],
    ],
    window: [-300, -210, -180],
    signUps: reviewed(0, 0),
    reason: '采购需求变更，终止本次招标并重新招标',
  },
];

async function one<T extends pg.QueryResultRow>(client: pg.PoolClient, query: Sql): Promise<T> {
  const { rows } = await client.query<T>(query);
  if (!rows[0]) throw new Error(`seed: nothing for ${query.text.slice(0, 60)} ${JSON.stringify(query.values)}`);
  return rows[0];
}

const hours = (value: number) => sql`now() + make_interval(hours => ${sql.number(value)})`;

/** The rows that need no answer, written at the end in one statement per table (a round trip is about 1 ms of a first start). */
interface Later {
  audits: [biddingId: string, action: string, from: number | null, to: number | null, userId: string | null, userName: string, opinion: string][];
  /** publish and end in hours from now */
  notices: [biddingId: string, type: number, title: string, content: string, publishHours: number, endHours: number | null][];
  bidLines: [bidId: string, lineId: string, unitPrice: number, amount: number, brand: string, origin: string][];
  /** submitted in hours from now */
  evaluations: [biddingId: string, bidId: string, expertId: string, items: string, total: number, submitHours: number][];
  scores: [bidId: string, priceScore: number, totalScore: number, rank: number][];
  /** awarded tenders: the winning bid and the publicity's end in hours from now */
  awards: [biddingId: string, winnerId: string, publicityEndHours: number][];
}

async function writeLater(client: pg.PoolClient, later: Later, progress: [id: string, progress: number][], completed: string[]): Promise<void> {
  const column = <T>(rows: T[][], index: number) => rows.map((row) => row[index]);
  const { audits, notices, bidLines, evaluations, scores, awards } = later;
  await client.query(
    sql`INSERT INTO my_bidding_line (my_bidding_id, line_id, unit_price, amount, brand, origin)
     SELECT * FROM unnest(${column(bidLines, 0)}::bigint[], ${column(bidLines, 1)}::bigint[], ${column(bidLines, 2)}::numeric[], ${column(bidLines, 3)}::numeric[],
                          ${column(bidLines, 4)}::text[], ${column(bidLines, 5)}::text[])`,
  );
  await client.query(
    sql`INSERT INTO bid_evaluation (bidding_id, my_bidding_id, expert_id, items, total, status, avoidance_confirmed, submit_time)
     SELECT b, m, e, i, t, 2, true, now() + make_interval(hours => h)
       FROM unnest(${column(evaluations, 0)}::bigint[], ${column(evaluations, 1)}::bigint[], ${column(evaluations, 2)}::bigint[], ${column(evaluations, 3)}::jsonb[],
                   ${column(evaluations, 4)}::numeric[], ${column(evaluations, 5)}::int[]) AS x(b, m, e, i, t, h)`,
  );
  await client.query(
    sql`UPDATE my_bidding m SET price_score = x.p, total_score = x.t, rank = x.r
       FROM unnest(${column(scores, 0)}::bigint[], ${column(scores, 1)}::numeric[], ${column(scores, 2)}::numeric[], ${column(scores, 3)}::int[]) AS x(id, p, t, r)
      WHERE m.id = x.id`,
  );
  await client.query(
    sql`UPDATE my_bidding m SET status = CASE WHEN m.id = x.winner THEN 4 ELSE 5 END
       FROM unnest(${column(awards, 0)}::bigint[], ${column(awards, 1)}::bigint[]) AS x(bidding, winner) WHERE m.bidding_id = x.bidding AND m.status = 1`,
  );
  await client.query(
    sql`UPDATE bidding b SET winner_ids = ARRAY[x.winner], publicity_end = now() + make_interval(hours => x.h)
       FROM unnest(${column(awards, 0)}::bigint[], ${column(awards, 1)}::bigint[], ${column(awards, 2)}::int[]) AS x(bidding, winner, h) WHERE b.id = x.bidding`,
  );
  await client.query(
    sql`INSERT INTO bidding_notice (bidding_id, type, title, content, publish_time, end_time)
     SELECT b, t, ti, c, now() + make_interval(hours => p), now() + make_interval(hours => e)
       FROM unnest(${column(notices, 0)}::bigint[], ${column(notices, 1)}::int[], ${column(notices, 2)}::text[], ${column(notices, 3)}::text[],
                   ${column(notices, 4)}::int[], ${column(notices, 5)}::int[]) WITH ORDINALITY AS x(b, t, ti, c, p, e, n) ORDER BY n`,
  );
  await client.query(
    sql`INSERT INTO bidding_audit (bidding_id, entity, entity_id, action, from_progress, to_progress, opinion, user_id, user_kind, user_name)
     SELECT b, 'bidding', b, a, f, t, o, u, CASE WHEN u IS NULL THEN 'system' ELSE 'user' END, un
       FROM unnest(${column(audits, 0)}::bigint[], ${column(audits, 1)}::text[], ${column(audits, 2)}::int[], ${column(audits, 3)}::int[], ${column(audits, 4)}::bigint[],
                   ${column(audits, 5)}::text[], ${column(audits, 6)}::text[]) WITH ORDINALITY AS x(b, a, f, t, u, un, o, n) ORDER BY n`,
  );
  // the completed tenders' catalogue and bindings (the earlier tender's binding kept where a school already has one)
  await client.query(
    sql`INSERT INTO bidding_commodity (tenant_id, bidding_id, supplier_id, school_id, goods_code, goods_name, unit, price, valid_from, valid_to)
     SELECT b.tenant_id, b.id, m.supplier_id, b.school_id, l.goods_code, l.goods_name, l.unit, ml.unit_price, b.supply_start, b.supply_end
       FROM bidding b JOIN my_bidding m ON m.id = ANY(b.winner_ids) JOIN my_bidding_line ml ON ml.my_bidding_id = m.id JOIN bidding_line l ON l.id = ml.line_id
      WHERE b.id = ANY(${completed}::bigint[]) ORDER BY b.id, l.sort`,
  );
  await client.query(
    sql`INSERT INTO supplier_binding (tenant_id, dept_id, supplier_id, bidding_id, category, valid_from, valid_to, remark)
     SELECT b.tenant_id, b.school_id, m.supplier_id, b.id, b.category, b.supply_start, b.supply_end, '招标中标'
       FROM bidding b JOIN my_bidding m ON m.id = ANY(b.winner_ids) WHERE b.id = ANY(${completed}::bigint[]) ORDER BY b.id
     ON CONFLICT (dept_id, supplier_id) WHERE is_deleted = 0 DO NOTHING`,
  );
  // every tender in its state
  await client.query(
    sql`UPDATE bidding b SET bidding_progress = x.p FROM unnest(${column(progress, 0)}::bigint[], ${column(progress, 1)}::int[]) AS x(id, p) WHERE b.id = x.id`,
  );
}

export async function seedTenders(client: pg.PoolClient): Promise<void> {
  const user = (account: string) =>
    one<{ id: string; dept_id: string; name: string }>(
      client,
      sql`SELECT id::text, dept_id::text, real_name AS name FROM app_user WHERE account = ${account} AND tenant_id = '100001'`,
    );
  const people = { centre: await user('centre'), school: await user('school'), approver: await user('approver') };
  const system = { id: null, name: '系统' };
  const panels = new Map(
    (
      await client.query<{ name: string; id: string; members: string[] }>(
        `SELECT group_name AS name, id::text, member_ids::text[] AS members FROM bidding_group WHERE tenant_id = '100001' AND is_deleted = 0`,
      )
    ).rows.map((row) => [row.name, row]),
  );
  const companies = new Map(
    (await client.query<{ name: string; id: string }>(`SELECT supplier_name AS name, id::text FROM supplier_company WHERE tenant_id = '100001'`)).rows.map(
      (row) => [row.name, row.id],
    ),
  );
  const names = new Map([...companies].map(([name, id]) => [id, name]));
  const ids = new Map<string, string>();
  const later: Later = { audits: [], notices: [], bidLines: [], evaluations: [], scores: [], awards: [] };
  const completed: string[] = [];
  const auditRow = (biddingId: string, action: string, from: number | null, to: number | null, who: { id: string | null; name: string }, opinion = '') =>
    later.audits.push([biddingId, action, from, to, who.id, who.name, opinion]);
  const notice = (biddingId: string, type: number, title: string, content: string, publishHours: number, endHours: number | null = null) =>
    later.notices.push([biddingId, type, title, content, publishHours, endHours]);
  // each bidder's documents, snapshotted into its sign-ups
  const documents = new Map<string, Awaited<ReturnType<typeof snapshotDocuments>>>();
  for (const supplierId of new Set(TENDERS.flatMap((tender) => (tender.signUps ?? []).map(([company]) => companies.get(company)!))))
    documents.set(supplierId, await snapshotDocuments(client, supplierId, [1, 2]));

  for (const [index, tender] of TENDERS.entries()) {
    const creator = people[tender.by ?? 'centre'];
    const panel = panels.get(tender.panel ?? '大米粮油评标小组')!;
    const [start, end, opening] = tender.window;
    const published = tender.progress >= 3 || (tender.progress === 10 && Boolean(tender.signUps));
    // money in fen (docs/product-rules.md#money): the caps above are whole yuan
    const budget = tender.lines.reduce((sum, [, quantity, cap]) => sum + quantity * (cap ?? 10) * 100, 0);
    const decided = published || tender.progress === 2;
    const bidding = await one<{ id: string }>(
      client,
      sql`INSERT INTO bidding (tenant_id, bidding_no, school_id, dept_id, approver_id, title, category, budget, supply_start, supply_end, content, required_doc_types,
                            sign_up_start, sign_up_end, opening_time, price_weight, score_items, bidding_group_id, create_user, create_time, publish_time,
                            approve_user, approve_time, approve_opinion)
       VALUES ('100001', ${`ZB20260901${String(index + 1).padStart(5, '0')}`}, ${creator.dept_id}, ${people.approver.dept_id}, ${people.approver.id}, ${tender.title},
               ${tender.category}, ${budget}, (${hours(end)})::date + 20, (${hours(end)})::date + 200,
               ${`${tender.title}：面向本区学校食堂集中采购，欢迎符合资格的供应商报名。`}, '{1,2}', ${hours(start)}, ${hours(end)}, ${hours(opening)},
               ${sql.number(PRICE_WEIGHT)}, ${JSON.stringify(SCORE_ITEMS)}, ${panel.id}, ${creator.id}, ${hours(start - 72)}, CASE WHEN ${published}::boolean THEN ${hours(start - 24)} END,
               CASE WHEN ${decided}::boolean THEN ${people.approver.id}::bigint END, CASE WHEN ${decided}::boolean THEN ${hours(start - 24)} END,
               ${tender.progress === 2 ? tender.reason : published ? '同意发布' : ''})
       RETURNING id::text`,
    );
    const id = bidding.id;
    ids.set(tender.title, id);
    const lineIds: { id: string; quantity: number; cap: number }[] = [];
    for (const [sort, [code, quantity, cap]] of tender.lines.entries()) {
      const line = await one<{ id: string }>(
        client,
        sql`INSERT INTO bidding_line (bidding_id, goods_code, goods_name, spec, unit, est_qty, max_price, sort)
         SELECT ${id}, code, name, spec, unit, ${quantity}, ${cap === undefined ? null : cap * 100}, ${sort} FROM school_goods WHERE code = ${code} RETURNING id::text`,
      );
      lineIds.push({ id: line.id, quantity, cap: cap ?? 10 });
    }
    const by = { id: creator.id, name: creator.name };
    const approver = { id: people.approver.id, name: people.approver.name };
    auditRow(id, 'created', null, 0, by);
    if (tender.progress === 0) continue;
    auditRow(id, 'submitted', 0, 1, by);
    if (tender.progress === 1) continue;
    if (tender.progress === 2) {
      auditRow(id, 'rejected', 1, 2, approver, tender.reason);
      continue;
    }
    auditRow(id, 'approved', 1, 3, approver, '同意发布');
    notice(id, 1, `${tender.title}招标公告`, `报名时间：自发布之日起至报名截止。${tender.title}。`, start - 24);
    const shortlist = await one<{ id: string }>(
      client,
      sql`INSERT INTO bidding_shortlist (bidding_id, status) VALUES (${id}, ${tender.progress >= 5 ? 1 : 0}) RETURNING id::text`,
    );
    const signUps: { id: string; supplierId: string; status: number }[] = [];
    for (const [sort, [company, status]] of (tender.signUps ?? []).entries()) {
      const supplierId = companies.get(company)!;
      const docs = documents.get(supplierId)!;
      const shop = JSON.stringify({
        coldStorageArea: String(80 + sort * 20),
        vehicles: String(3 + sort),
        distanceKm: String(5 + sort * 3),
        minutes: String(20 + sort * 10),
      });
      const row = await one<{ id: string }>(
        client,
        sql`INSERT INTO supplier_sign_up (tenant_id, bidding_id, short_id, supplier_id, contacts_name, mobile, docs, shop, short_status, review_reason, review_user, review_time, create_time)
         SELECT '100001', ${id}, ${shortlist.id}, c.id, c.contacts_name, COALESCE(NULLIF(c.mobile, ''), '13900000000'), ${JSON.stringify(docs)}::jsonb, ${shop}::jsonb,
                ${status}::smallint, ${status === 2 ? '冷链运输条件不满足招标要求' : ''}, ${status > 0 ? creator.id : null},
                CASE WHEN ${status}::smallint > 0 THEN ${hours(end + 1)} END, ${hours(start + 2 + sort)}
           FROM supplier_company c WHERE c.id = ${supplierId} RETURNING id::text`,
      );
      signUps.push({ id: row.id, supplierId, status });
    }
    if (tender.progress === 10) {
      auditRow(id, 'terminated', 3, 10, by, tender.reason);
      await client.query(sql`UPDATE bidding SET terminate_reason = ${tender.reason} WHERE id = ${id}`);
      notice(id, 3, `${tender.title}终止公告`, `终止原因：${tender.reason}`, end - 24);
      continue;
    }
    if (tender.progress >= 4) auditRow(id, 'signUpClosed', 3, 4, system);
    if (tender.progress >= 5) {
      auditRow(id, 'shortlistConfirmed', 4, 5, by);
      const shortlisted = (tender.signUps ?? []).filter(([, status]) => status === 1).map(([company]) => company);
      notice(id, 2, `${tender.title}入围公示`, `入围单位：${shortlisted.join('、')}`, end + 2);
    }
    // the shortlisted bids: prices a little apart, the first bidder the cheapest
    const bids: { id: string; total: number; submitTime: string; supplierId: string }[] = [];
    for (const [order, signUp] of signUps.filter((row) => row.status === 1).entries()) {
      const submitted = order < (tender.quotes ?? 0);
      if (tender.progress === 5 && !submitted) continue;
      const factor = 0.86 + order * 0.04;
      // in fen: each line's amount is its price × its (whole) quantity, the total their sum
      const prices = lineIds.map((line) => Math.round(line.cap * factor * 100));
      const total = lineIds.reduce((sum, line, at) => sum + prices[at]! * line.quantity, 0);
      const bid = await one<{ id: string; submit_time: string }>(
        client,
        sql`INSERT INTO my_bidding (bidding_id, sign_up_id, supplier_id, status, total_amount, submit_time)
         VALUES (${id}, ${signUp.id}, ${signUp.supplierId}, ${submitted ? 1 : 3}, ${submitted ? total : 0}, ${hours(opening - 30 + order)})
         RETURNING id::text, to_char(submit_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS submit_time`,
      );
      if (submitted) {
        for (const [at, line] of lineIds.entries())
          later.bidLines.push([
            bid.id,
            line.id,
            prices[at]!,
            prices[at]! * line.quantity,
            ['五常', '金龙鱼', '本地'][order % 3]!,
            ['黑龙江', '湖北', '本地'][order % 3]!,
          ]);
        bids.push({ id: bid.id, total, submitTime: bid.submit_time, supplierId: signUp.supplierId });
      }
    }
    if (tender.progress < 6) continue;
    auditRow(id, 'opened', 5, 6, by);
    await client.query(sql`UPDATE bidding SET opened_time = ${hours(opening)}, panel_ids = ${panel.members}::bigint[] WHERE id = ${id}`);
    const totals = new Map(bids.map((bid) => [bid.id, [] as number[]]));
    for (const [expertAt, expertId] of panel.members.slice(0, tender.scored ?? 0).entries()) {
      for (const [bidAt, bid] of bids.entries()) {
        const items = SCORE_ITEMS.map((item) => ({ code: item.code, score: Math.max(0, item.max - 2 - bidAt - ((expertAt + bidAt) % 3)) }));
        const total = items.reduce((sum, item) => sum + item.score, 0);
        totals.get(bid.id)!.push(total);
        later.evaluations.push([id, bid.id, expertId, JSON.stringify(items), total, opening + 2 + expertAt]);
      }
    }
    if (tender.progress === 6) continue;
    const ranked = rankBids(
      bids.map((bid) => ({ id: bid.id, totalAmount: bid.total, submitTime: bid.submitTime, expertTotals: totals.get(bid.id)! })),
      PRICE_WEIGHT,
    );
    for (const bid of ranked) later.scores.push([bid.id, bid.priceScore, bid.totalScore, bid.rank]);
    auditRow(id, 'ranked', 6, 7, system);
    if (tender.progress === 7) continue;
    const winner = ranked[0]!.id;
    later.awards.push([id, winner, tender.publicityEndHours!]);
    auditRow(id, 'awarded', 7, 8, by);
    const winnerName = names.get(bids.find((bid) => bid.id === winner)!.supplierId)!;
    notice(id, 4, `${tender.title}中标公示`, `中标单位：${winnerName}。`, tender.publicityEndHours! - 72, tender.publicityEndHours!);
    if (tender.progress === 8) continue;
    auditRow(id, 'publicityEnded', 8, 9, system);
    completed.push(id);
  }
  // the re-tender draft points at the terminated one
  await client.query(
    sql`UPDATE bidding SET source_bidding_id = ${ids.get('牛羊肉专项采购')}, title = ${'牛羊肉专项采购（重新招标）'} WHERE id = ${ids.get('2027年春季学期大米采购')}`,
  );
  await client.query(sql`UPDATE bidding SET category = 'G02' WHERE id = ${ids.get('2027年春季学期大米采购')}`);
  await client.query(
    sql`UPDATE bidding_line SET goods_code = ${'G0203'}, goods_name = ${'牛肉'} WHERE bidding_id = ${ids.get('2027年春季学期大米采购')} AND sort = 0`,
  );
  await client.query(
    sql`UPDATE bidding_line SET goods_code = ${'G0204'}, goods_name = ${'羊肉'} WHERE bidding_id = ${ids.get('2027年春季学期大米采购')} AND sort = 1`,
  );

  // numbers made from here on never meet the seed's
  await client.query("SELECT setval('bidding_no_seq', 1000)");

  // 西山区: one open tender, for the isolation checks
  const west = await one<{ id: string; dept_id: string; name: string }>(
    client,
    sql`SELECT id::text, dept_id::text, real_name AS name FROM app_user WHERE account = 'centre2' AND tenant_id = '100002'`,
  );
  const westPanel = await one<{ id: string }>(
    client,
    sql`SELECT id::text FROM bidding_group WHERE tenant_id = '100002' AND is_deleted = 0 ORDER BY id LIMIT 1`,
  );
  const westApprover = west.id;
  const westTender = await one<{ id: string }>(
    client,
    sql`INSERT INTO bidding (tenant_id, bidding_no, school_id, dept_id, approver_id, title, category, budget, supply_start, supply_end, required_doc_types,
                          sign_up_start, sign_up_end, opening_time, price_weight, score_items, bidding_group_id, create_user, bidding_progress, publish_time, approve_time)
     VALUES ('100002', 'ZB2026090100001', ${west.dept_id}, ${west.dept_id}, ${westApprover}, '西山一中食堂大米采购', 'G01', 6000000, current_date + 30, current_date + 200, '{1,2}',
             ${hours(-24)}, ${hours(72)}, ${hours(100)}, ${sql.number(PRICE_WEIGHT)}, ${JSON.stringify(SCORE_ITEMS)}, ${westPanel.id}, ${westApprover}, 3, ${hours(-24)}, ${hours(-24)})
     RETURNING id::text`,
  );
  await client.query(
    sql`INSERT INTO bidding_line (bidding_id, goods_code, goods_name, spec, unit, est_qty) SELECT ${westTender.id}, code, name, spec, unit, 3000 FROM school_goods WHERE code = 'G0101'`,
  );
  await client.query(sql`INSERT INTO bidding_shortlist (bidding_id) VALUES (${westTender.id})`);
  notice(westTender.id, 1, '西山一中食堂大米采购招标公告', '西山一中食堂大米采购，欢迎报名。', -24);
  auditRow(westTender.id, 'approved', 1, 3, { id: west.id, name: west.name });
  await writeLater(
    client,
    later,
    TENDERS.map((tender) => [ids.get(tender.title)!, tender.progress]),
    completed,
  );
}

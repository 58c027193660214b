// Demo 安全服务 (server/modules/safety/): each demo bureau's checklist template (东湖区's in two versions), and inspections
// of the demo canteens — the bureau's with a hazard overdue and one rectified awaiting its confirmation, market
// supervision's all 符合, the school's self-inspection with a hazard rectified by the canteen and confirmed by the school;
// the service lines' calls, the knowledge base, 第一小学's emergency plans with their drills, and the bureau's training courses with a session.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { initialsOf } from '../platform/text/initials.ts';

export const DEMO_CHECKLIST = [
  ['证照管理', '食品经营许可证在有效期内并公示'],
  ['证照管理', '从业人员健康证明齐全有效'],
  ['环境卫生', '加工场所清洁，无积水、无油污'],
  ['环境卫生', '防鼠、防蝇、防虫设施完好'],
  ['原料管理', '原料进货查验记录完整'],
  ['原料管理', '食品贮存分类分架、离地离墙'],
  ['加工制作', '生熟分开，工具容器标识清楚'],
  ['留样管理', '每餐次留样不少于 125 克并冷藏 48 小时'],
].map(([area, content]) => ({ area: area!, content: content! }));

type Line = [result: number, note: string, deadlineDays: number | null, responsible: string];

export async function seedSafety(client: pg.PoolClient): Promise<void> {
  const user = async (tenant: string, account: string) =>
    (
      await client.query<{ id: string; dept: string }>(
        sql`SELECT id::text, dept_id::text AS dept FROM app_user WHERE tenant_id = ${tenant} AND account = ${account} AND is_deleted = 0`,
      )
    ).rows[0];
  const canteen = async (tenant: string, name: string) =>
    (
      await client.query<{ id: string; school: string }>(
        sql`SELECT id::text, parent_id::text AS school FROM dept WHERE tenant_id = ${tenant} AND dept_name = ${name}`,
      )
    ).rows[0];

  const template = async (tenant: string, account: string, versions: { area: string; content: string }[][]) => {
    const owner = await user(tenant, account);
    if (!owner) return undefined;
    const made = await client.query<{ id: string }>(
      sql`INSERT INTO safety_template (tenant_id, name, current_version, create_dept, create_user) VALUES (${tenant}, '学校食堂日常检查表', ${versions.length}, ${owner.dept}, ${owner.id}) RETURNING id::text`,
    );
    let versionId = '';
    for (const [index, items] of versions.entries())
      versionId = (
        await client.query<{ id: string }>(
          sql`INSERT INTO safety_template_version (template_id, version, items, create_user, create_time)
              VALUES (${made.rows[0]!.id}, ${index + 1}, ${JSON.stringify(items)}::jsonb, ${owner.id}, now() - make_interval(days => ${30 - index})) RETURNING id::text`,
        )
      ).rows[0]!.id;
    return versionId;
  };

  /** An inspection `daysAgo` days back; hazards of 不符合 lines, then `then` moves them on (rectified, confirmed). */
  const inspect = async (
    tenant: string,
    versionId: string,
    account: string,
    kind: number,
    canteenName: string,
    daysAgo: number,
    lines: Line[],
    then: { seq: number; rectifier?: string; confirmer?: string }[] = [],
  ) => {
    const [inspector, place] = [await user(tenant, account), await canteen(tenant, canteenName)];
    if (!inspector || !place) return;
    const made = await client.query<{ id: string }>(
      sql`INSERT INTO safety_inspection (tenant_id, school_id, canteen_id, kind, template_version_id, inspect_date, summary, inspect_dept, inspect_user, create_time)
          VALUES (${tenant}, ${place.school}, ${place.id}, ${kind}, ${versionId}, (now() - make_interval(days => ${daysAgo}))::date,
                  ${lines.some(([result]) => result === 2) ? '发现问题已现场反馈，限期整改。' : '检查情况良好。'}, ${inspector.dept}, ${inspector.id}, now() - make_interval(days => ${daysAgo}))
          RETURNING id::text`,
    );
    const inspectionId = made.rows[0]!.id;
    for (const [index, [result, note, deadlineDays, responsible]] of lines.entries()) {
      const item = DEMO_CHECKLIST[index]!;
      await client.query(
        sql`INSERT INTO safety_inspection_item (inspection_id, seq, area, content, result, note) VALUES (${inspectionId}, ${index + 1}, ${item.area}, ${item.content}, ${result}, ${note})`,
      );
      if (result !== 2) continue;
      const step = then.find((move) => move.seq === index + 1);
      const [rectifier, confirmer] = [
        step?.rectifier ? await user(tenant, step.rectifier) : undefined,
        step?.confirmer ? await user(tenant, step.confirmer) : undefined,
      ];
      await client.query(
        sql`INSERT INTO safety_hazard (tenant_id, school_id, canteen_id, inspection_id, seq, description, deadline, responsible, status,
                                       rectify_note, rectify_user, rectify_time, confirm_user, confirm_time, create_time)
            VALUES (${tenant}, ${place.school}, ${place.id}, ${inspectionId}, ${index + 1}, ${`${item.content}：${note}`},
                    (now() - make_interval(days => ${daysAgo}) + make_interval(days => ${deadlineDays ?? 7}))::date, ${responsible},
                    ${confirmer ? 2 : rectifier ? 1 : 0}, ${rectifier ? '已按要求整改完毕，附整改照片。' : ''}, ${rectifier?.id ?? null},
                    ${rectifier ? sql`now() - interval '1 day'` : null}, ${confirmer?.id ?? null}, ${confirmer ? sql`now() - interval '2 hours'` : null},
                    now() - make_interval(days => ${daysAgo}))`,
      );
    }
  };

  const pass = (): Line => [1, '', null, ''];
  const older = DEMO_CHECKLIST.slice(0, 7);
  const east = await template('100001', 'centre', [older, DEMO_CHECKLIST]);
  if (east) {
    await inspect(
      '100001',
      east,
      'centre',
      2,
      '第一小学学生食堂',
      10,
      [pass(), [2, '一名帮厨健康证明已过期', 5, '李食堂'], pass(), [2, '后门挡鼠板缺失', 20, '李食堂'], pass(), pass(), pass(), pass()],
      [{ seq: 4, rectifier: 'canteen' }],
    );
    await inspect('100001', east, 'market', 3, '实验中学第一食堂', 4, DEMO_CHECKLIST.map(pass));
    await inspect(
      '100001',
      east,
      'school',
      1,
      '第一小学学生食堂',
      3,
      [pass(), pass(), pass(), pass(), pass(), [2, '干货库部分米面贴墙存放', 3, '李食堂'], pass(), [3, '', null, '']],
      [{ seq: 6, rectifier: 'canteen', confirmer: 'school' }],
    );
  }
  // 服务热线's call log: calls the bureaus' service lines took, one of them handled
  await client.query(
    sql`INSERT INTO safety_call (tenant_id, school_id, call_time, caller, phone, kind, content, status, result, record_dept, record_user, handle_user, handle_time)
        SELECT u.tenant_id, s.id, now() - make_interval(hours => v.hours), v.caller, v.phone, v.kind, v.content, v.status, v.result, u.dept_id, u.id,
               CASE WHEN v.status = 1 THEN u.id END, CASE WHEN v.status = 1 THEN now() - make_interval(hours => v.hours - 2) END
          FROM (VALUES
            ('100001', 'centre', '东湖区第一小学', '王女士', '13912345678', 2, '孩子反映午餐的米饭偏硬，希望食堂改进。', 1, '已转学校核实，食堂调整了蒸饭用水量。', 50),
            ('100001', 'centre', NULL, '李先生', '13887654321', 1, '咨询学校食堂从业人员健康证的办理地点。', 0, '', 5),
            ('100002', 'centre2', '西山区第一中学', '赵先生', '13700001111', 3, '家长委员会希望参与陪餐，询问如何预约。', 0, '', 8)
          ) AS v (tenant, account, school, caller, phone, kind, content, status, result, hours)
          JOIN app_user u ON u.tenant_id = v.tenant AND u.account = v.account AND u.is_deleted = 0
          LEFT JOIN dept s ON s.tenant_id = v.tenant AND s.dept_name = v.school`,
  );
  // 应急预案: 第一小学's plans (the school keeps them), its food-poisoning plan drilled twice by the canteen
  await client.query(
    sql`WITH plan AS (
          INSERT INTO safety_plan (tenant_id, school_id, kind, title, responsible, steps, contacts, create_dept, create_user, create_time, update_time)
          SELECT u.tenant_id, u.dept_id, v.kind, v.title, v.responsible, v.steps, v.contacts, u.dept_id, u.id, now() - interval '60 days', now() - interval '60 days'
            FROM (VALUES
              (1, '食物中毒事故应急预案', '组长：张校长 13800000001\n副组长：李食堂 13800000002',
               '立即停止供餐，封存留样与可疑食品\n送医救治并通知家长\n2 小时内报告区教育局与市场监管局\n配合调查，做好善后',
               '区教育局 0571-88000001\n区市场监管局 12315\n急救 120'),
              (3, '食堂火灾应急预案', '组长：张校长 13800000001', '切断燃气与电源\n组织人员疏散\n使用灭火器初期扑救\n拨打 119', '消防 119')
            ) AS v (kind, title, responsible, steps, contacts)
            JOIN app_user u ON u.tenant_id = '100001' AND u.account = 'school' AND u.is_deleted = 0
          RETURNING id, kind)
        INSERT INTO safety_drill (plan_id, drill_date, participant_count, participants, findings, create_user, create_time)
        SELECT plan.id, (now() - make_interval(days => d.days))::date, d.people, d.names, d.findings, c.id, now() - make_interval(days => d.days)
          FROM plan JOIN app_user c ON c.tenant_id = '100001' AND c.account = 'canteen' AND c.is_deleted = 0
          CROSS JOIN (VALUES (45, 18, '李食堂、王师傅等后厨全体', '留样冰箱钥匙交接不清，已明确专人保管'),
                             (12, 20, '后厨全体、校医', '报告流程用时 25 分钟，达到要求')) AS d (days, people, names, findings)
         WHERE plan.kind = 1`,
  );
  // 培训考核: the bureau's two courses, and a session of the first in 第一小学学生食堂 with three of its food handlers
  await client.query(
    sql`WITH course AS (
          INSERT INTO safety_course (tenant_id, title, hours, create_dept, create_user, create_time, update_time)
          SELECT u.tenant_id, v.title, v.hours, u.dept_id, u.id, now() - interval '90 days', now() - interval '90 days'
            FROM (VALUES ('食品安全法律法规', 4), ('食堂加工操作规范', 2)) AS v (title, hours)
            JOIN app_user u ON u.tenant_id = '100001' AND u.account = 'centre' AND u.is_deleted = 0
          RETURNING id, hours),
        session AS (
          INSERT INTO safety_training (tenant_id, course_id, hours, school_id, canteen_id, train_date, create_dept, create_user, create_time)
          SELECT c.tenant_id, course.id, course.hours, c.parent_id, c.id, (now() - interval '20 days')::date, u.dept_id, u.id, now() - interval '20 days'
            FROM course JOIN dept c ON c.tenant_id = '100001' AND c.dept_name = '第一小学学生食堂'
            JOIN app_user u ON u.tenant_id = '100001' AND u.account = 'canteen' AND u.is_deleted = 0
           WHERE course.hours = 4
          RETURNING id, canteen_id)
        INSERT INTO safety_training_attendee (training_id, person_id)
        SELECT session.id, w.id FROM session
          JOIN LATERAL (SELECT id FROM work_personnel WHERE canteen_id = session.canteen_id AND is_deleted = 0 AND status <> 3 ORDER BY number, id LIMIT 3) w ON true`,
  );
  // 食安知识库: a few articles of each bureau
  const initials = await initialsOf();
  const articles: [string, string, number, string, string][] = [
    [
      '100001',
      'centre',
      1,
      '学校食品安全与营养健康管理规定解读',
      '《学校食品安全与营养健康管理规定》明确学校食品安全实行校长（园长）负责制。\n学校应当建立集中用餐陪餐制度，每餐均应有学校相关负责人陪餐并做好记录。',
    ],
    [
      '100001',
      'centre',
      2,
      '食品留样操作规范',
      '每餐次的食品成品应当留样，每个品种留样量不少于 125 克。\n留样食品应当在专用冷藏设备中存放 48 小时以上，并做好记录。',
    ],
    [
      '100001',
      'centre',
      3,
      '某校食堂使用过期食材被处罚案例',
      '某校食堂因使用超过保质期的食用油被市场监管部门责令整改并处罚款。\n警示：原料入库应查验保质期，临期原料应标识并优先使用。',
    ],
    ['100001', 'centre', 4, '夏季预防食物中毒小知识', '夏季气温高，细菌繁殖快。生熟分开、烧熟煮透、及时冷藏是预防食物中毒的关键。'],
    ['100002', 'centre2', 2, '餐用具清洗消毒流程', '餐用具应当按照一刮、二洗、三冲、四消毒、五保洁的程序进行清洗消毒。'],
  ];
  for (const [tenant, account, category, title, content] of articles) {
    const author = await user(tenant, account);
    if (author)
      await client.query(
        sql`INSERT INTO safety_article (tenant_id, category, title, initials, content, create_dept, create_user) VALUES (${tenant}, ${category}, ${title}, ${initials(title)}, ${content}, ${author.dept}, ${author.id})`,
      );
  }
  const west = await template('100002', 'centre2', [DEMO_CHECKLIST]);
  if (west)
    await inspect('100002', west, 'centre2', 2, '西山一中食堂', 2, [
      pass(),
      pass(),
      [2, '地面有积水', 5, '食堂负责人'],
      pass(),
      pass(),
      pass(),
      pass(),
      pass(),
    ]);
}

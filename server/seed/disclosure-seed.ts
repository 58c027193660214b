// Demo 信息公开 (server/modules/disclosure/): a district survey of 东湖区's schools by its bureau, open for three weeks
// around today with a fortnight of parents' answers, a school survey of 第一小学, and complaints of 第一小学 and
// 实验中学 at every step — one escalated to the bureau, overdue and unreplied — in a handful of statements.
import type pg from 'pg';
import { DEPT_CATEGORY } from '../../contract/org.ts';
import { newReference } from '../modules/disclosure/index.ts';
import { sql } from '../platform/db/sql.ts';
import { seedId, SPACE } from './ids.ts';

const SCHOOL1 = seedId(SPACE.dept, 3); // 东湖区第一小学
const SCHOOL2 = seedId(SPACE.dept, 5); // 东湖区实验中学

export async function seedDisclosure(client: pg.PoolClient): Promise<void> {
  // [account, title, audience, days from today to start, to end, questions, all the district's schools]
  await client.query(
    sql`WITH v (account, title, audience, from_days, to_days, questions, district) AS (VALUES
          ('centre', '2025 秋季学期学生餐家长满意度调查', 1, -14, 7, ARRAY['饭菜口味', '菜品种类与搭配', '份量', '食堂卫生', '价格是否合理'], true),
          ('school', '第一小学午餐口味意见征集', 2, -5, 10, ARRAY['今天的午餐好吃吗', '希望增加的菜品是否上桌'], false)),
        s AS (
          INSERT INTO survey (tenant_id, create_dept, title, audience, start_date, end_date, create_user, create_time)
          SELECT u.tenant_id, u.dept_id, v.title, v.audience, current_date + v.from_days, current_date + v.to_days, u.id, now() - make_interval(days => -v.from_days)
            FROM v JOIN app_user u ON u.tenant_id = '100001' AND u.account = v.account AND u.is_deleted = 0
          RETURNING id, title),
        q AS (
          INSERT INTO survey_question (survey_id, sort, title)
          SELECT s.id, t.ord, t.title FROM s JOIN v ON v.title = s.title, unnest(v.questions) WITH ORDINALITY AS t(title, ord))
        INSERT INTO survey_school (survey_id, school_id)
        SELECT s.id, d.id FROM s JOIN v ON v.title = s.title JOIN dept d ON d.tenant_id = '100001' AND d.dept_category = ${DEPT_CATEGORY.school} AND d.is_deleted = 0
         WHERE v.district OR d.id = ${SCHOOL1}`,
  );
  // answers: a few a day per school over the days each survey has been open, scores leaning to 4 and 5
  await client.query(
    sql`WITH r AS (
          INSERT INTO survey_response (survey_id, school_id, comment, create_time)
          SELECT ss.survey_id, ss.school_id,
                 CASE WHEN (g.day * 7 + g.n + ss.school_id) % 9 = 0 THEN (ARRAY['孩子说最近的饭菜很合口味', '希望多一些水果', '汤有点咸', '份量刚好，谢谢食堂'])[1 + (g.day + g.n) % 4] ELSE '' END,
                 date_trunc('day', now()) - make_interval(days => g.day) + make_interval(hours => 8 + g.n)
            FROM survey_school ss JOIN survey s ON s.id = ss.survey_id,
                 LATERAL (SELECT day, n FROM generate_series(0, current_date - s.start_date) AS day, generate_series(1, 2 + (ss.school_id % 3)::int) AS n) g
           WHERE s.tenant_id = '100001'
          RETURNING id, survey_id, school_id)
        INSERT INTO survey_score (response_id, question_id, score)
        SELECT r.id, q.id, 5 - ((r.id + q.sort * 3 + r.school_id) % 7 = 0)::int - ((r.id * 3 + q.sort) % 4 = 0)::int - ((r.id + q.sort) % 11 = 0)::int * 2
          FROM r JOIN survey_question q ON q.survey_id = r.survey_id`,
  );
  // [school, kind, title, content, contact, phone, status, days ago, escalated]
  const rows: [string, number, string, string, string, string, number, number][] = [
    [SCHOOL1, 1, '午餐菜品偏咸', '孩子反映最近一周午餐的菜偏咸，希望食堂少放盐。', '李女士', '13800138001', 0, 0],
    [SCHOOL1, 2, '建议增加水果供应', '建议每周至少安排三次水果，丰富孩子的营养。', '', '', 1, 1],
    [SCHOOL1, 1, '排队时间过长', '中午打饭排队超过二十分钟，希望增加窗口。', '王先生', '13900139002', 0, 6],
    [SCHOOL1, 1, '餐具清洗不干净', '孩子说有的餐盘上有油渍。', '赵女士', '13700137003', 2, 9],
    [SCHOOL2, 2, '希望公布每周食谱', '希望提前一周公布食谱，方便家长了解。', '', '', 3, 15],
  ];
  const replies: Record<number, string> = { 2: '已加强餐具清洗消毒检查，感谢您的监督。', 3: '已在信息公开页面按周公示食谱，欢迎查看。' };
  await client.query(
    sql`INSERT INTO complaint (tenant_id, school_id, ref_no, kind, source, title, content, contact_name, contact_phone, status, handler_user, assign_time,
                               due_at, escalated_time, reply, reply_user, reply_time, close_user, close_time, create_time)
        SELECT '100001', v.school, v.ref, v.kind, 1, v.title, v.content, v.contact, v.phone, v.status,
               CASE WHEN v.status >= 1 THEN h.id END, CASE WHEN v.status >= 1 THEN at + interval '2 hours' END,
               at + interval '3 days', CASE WHEN v.status < 2 AND at + interval '3 days' < now() THEN at + interval '3 days' END,
               v.reply, CASE WHEN v.status >= 2 THEN h.id END, CASE WHEN v.status >= 2 THEN at + interval '1 day' END,
               CASE WHEN v.status = 3 THEN h.id END, CASE WHEN v.status = 3 THEN at + interval '2 days' END, at
          FROM unnest(${rows.map((row) => row[0])}::bigint[], ${rows.map(() => newReference())}::text[], ${rows.map((row) => row[1])}::int[],
                      ${rows.map((row) => row[2])}::text[], ${rows.map((row) => row[3])}::text[], ${rows.map((row) => row[4])}::text[],
                      ${rows.map((row) => row[5])}::text[], ${rows.map((row) => row[6])}::int[], ${rows.map((row) => row[7])}::int[],
                      ${rows.map((row) => replies[row[6]] ?? '')}::text[])
               AS v (school, ref, kind, title, content, contact, phone, status, days, reply)
          CROSS JOIN LATERAL (SELECT now() - make_interval(days => v.days) - interval '3 hours' AS at) t
          LEFT JOIN LATERAL (SELECT u.id FROM app_user u WHERE u.dept_id = v.school AND u.is_deleted = 0 ORDER BY u.id LIMIT 1) h ON true`,
  );
}

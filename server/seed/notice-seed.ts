// Demo notices (新闻资讯, server/modules/notice/) of the two demo bureaus, written by their education accounts: published
// ones days apart (one addressed to 东湖区第一小学 only), a draft and a withdrawn one — in two statements.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { seedId, SPACE } from './ids.ts';

export async function seedNotices(client: pg.PoolClient): Promise<void> {
  // [key, tenant, account, title, subtitle, tag, content, audience, status, days ago]
  await client.query(
    sql`INSERT INTO notice (tenant_id, create_dept, title, subtitle, tag, content, audience, status, create_user, create_time, update_time,
                            publish_user, publish_time, withdraw_user, withdraw_time)
        SELECT u.tenant_id, u.dept_id, v.title, v.subtitle, v.tag, v.content, v.audience, v.status, u.id, t.at, t.at,
               CASE WHEN v.status > 0 THEN u.id END, CASE WHEN v.status > 0 THEN t.at END,
               CASE WHEN v.status = 2 THEN u.id END, CASE WHEN v.status = 2 THEN t.at + interval '1 hour' END
          FROM (VALUES
            ('100001', 'centre', '关于开展秋季学校食堂食品安全专项检查的通知', '各校食堂须于本月底前完成自查', '通知',
             E'各学校：\n为加强秋季学期学校食堂食品安全管理，区教育局将联合区市场监督管理局开展专项检查。\n一、各校于本月25日前完成自查，并在系统中上传自查报告。\n二、重点检查食品留样、从业人员健康证明和原料进货查验记录。\n特此通知。',
             0, 1, 2),
            ('100001', 'centre', '东湖区学校食堂“明厨亮灶”建设推进会召开', '全区中小学食堂年底前实现视频全覆盖', '新闻',
             E'本周，区教育局召开学校食堂“明厨亮灶”建设推进会。会议通报了各校摄像设备接入情况，要求年底前全区中小学食堂后厨关键区域视频全覆盖，并接入食安云平台实时查看。',
             0, 1, 6),
            ('100001', 'centre', '第一小学食堂从业人员健康证到期提醒', '请于两周内完成换证', '提醒',
             E'东湖区第一小学：\n你校食堂有从业人员健康证明即将到期，请督促相关人员于两周内完成体检换证，并在系统中更新证件信息。',
             1, 1, 1),
            ('100001', 'centre', '关于寒假期间食堂停餐安排的通知（草稿）', '', '通知',
             E'各学校：寒假期间食堂停餐安排另行通知。', 0, 0, 0),
            ('100001', 'centre', '关于调整学生餐收费标准的通知', '已撤回，待重新发布', '通知',
             E'各学校：学生餐收费标准调整事项以物价部门最新批复为准。', 0, 2, 10),
            ('100002', 'centre2', '西山区学校食堂大宗食材集中采购工作通知', '大米、食用油纳入集中采购目录', '通知',
             E'各学校：自下月起，大米、食用油等大宗食材纳入区级集中采购目录，请各校食堂按中标结果下单。',
             0, 1, 3)
          ) AS v (tenant, account, title, subtitle, tag, content, audience, status, days)
          JOIN app_user u ON u.tenant_id = v.tenant AND u.account = v.account AND u.is_deleted = 0
          CROSS JOIN LATERAL (SELECT date_trunc('day', now()) - make_interval(days => v.days) + interval '1 hour' AS at) t`,
  );
  await client.query(
    sql`INSERT INTO notice_school (notice_id, school_id)
        SELECT id, ${seedId(SPACE.dept, 3)} FROM notice WHERE audience = 1 AND tenant_id = '100001' AND title = '第一小学食堂从业人员健康证到期提醒'`,
  );
}

// Demo data of the console shell: each role's to-do items (待办提醒) and the service hotlines. The
// district 100002 gets none, so an empty to-do list and a missing hotline are part of the demo too.
import type pg from 'pg';
import { seedId } from './ids.ts';

const TODO_SPACE = 8;

type Item = [kind: string, title: string, count: number, dueDays: number | null, path: string];

const TODO: Record<string, Item[]> = {
  education: [
    ['bidding', '招标项目进度待跟进', 3, 2, '/zhaobiao/bidding/index'],
    ['warning', '明厨亮灶违规抓拍待处理', 7, 1, '/liancan/zhuanxiangtongji/mingchuliangzhao/index'],
    ['inspection', '本周食品安全检查计划', 1, 5, '/jiance/report/index'],
    ['cost', '食堂成本数据待复核', 4, 3, '/liancan/zhuanxiangtongji/shicaichengben/index'],
  ],
  jiwei: [
    ['warning', '大米价格超限预警', 2, 1, '/liancan/zhuanxiangtongji/damijiage/index'],
    ['notice', '待回复的函询', 1, 4, '/jiwei/letter'],
    ['inspection', '陪餐制度落实情况抽查', 3, 7, '/liancan/zhuanxiangtongji/shitangpeican/index'],
  ],
  market: [
    ['inspection', '食品检测报告待审阅', 5, 2, '/jiance/report/index'],
    ['warning', '冷冻食材占比偏高的学校', 2, 3, '/liancan/zhuanxiangtongji/lengdongshicai/index'],
    ['delivery', '商户配送资质到期提醒', 1, 10, '/suyuan/certificate/index'],
  ],
  school: [
    ['bidding', '招标项目待发布', 1, 3, '/zhaobiao/bidding/index'],
    ['purchase', '采购订单待确认', 6, 1, '/caigou/order/index'],
    ['leave', '请假申请待审批', 2, 2, '/work/todo'],
    ['cost', '本月食堂成本待填报', 1, 6, '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage'],
    ['inspection', '晨检记录未完成', 3, 0, '/shengchan/morningCheck/index'],
  ],
  canteen: [
    ['purchase', '收货验收待完成', 4, 0, '/caigou/acceptance/index'],
    ['inspection', '今日留样待登记', 2, 0, '/shengchan/sample/index'],
    ['cost', '本月食堂成本待填报', 1, 6, '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage'],
    ['notice', '从业人员健康证即将到期', 3, 14, '/workPersonnel/healthCertificate'],
  ],
  bank: [
    ['finance', '新开户学校待确认', 2, 3, '/kaihutongji/school/index'],
    ['finance', '充值对账差异', 1, 1, '/kaihutongji/recharge/index'],
    ['notice', '本月专项统计报告', 1, 7, '/liancan/zhuanxiangtongji/mingchuliangzhao/index'],
  ],
  approvebid: [
    ['approval', '招标项目待审批', 2, 2, '/zhaobiao/approve/index'],
    ['approval', '被驳回的招标待复核', 1, 4, '/zhaobiao/approve/index'],
    ['bidding', '即将开标的招标项目', 1, 1, '/toubiao/hall/index'],
  ],
  supplier: [
    ['bidding', '新发布的招标公告', 3, 5, '/toubiao/hall/index'],
    ['delivery', '今日配送单待出车', 5, 0, '/peisong/order/index'],
    ['finance', '对账单待确认', 1, 3, '/finance/supplier/voucher'],
  ],
};

/** Due at 18:00 Beijing time, `dueDays` after the day of seeding, so a fresh demo always looks current. */
const DUE = `(date_trunc('day', now() AT TIME ZONE current_setting('shian.time_zone')) + make_interval(days => $6::int, hours => 18)) AT TIME ZONE current_setting('shian.time_zone')`;

export async function seedShellDemo(client: pg.PoolClient): Promise<void> {
  let n = 0;
  for (const [role, items] of Object.entries(TODO)) {
    for (const [sort, [kind, title, count, dueDays, path]] of items.entries()) {
      n += 1;
      await client.query(
        `INSERT INTO todo_item (id, tenant_id, target_role, kind, title, count, due_time, path, sort)
         VALUES ($1, '100001', $2, $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE ${DUE} END, $7, $8)`,
        [seedId(TODO_SPACE, n), role, kind, title, count, dueDays, path, sort + 1],
      );
    }
  }
  await client.query(`INSERT INTO service_number (tenant_id, dept_id, name, phone) VALUES ('100001', NULL, '东湖区食安云服务热线', '400-810-1234')`);
  await client.query(
    `INSERT INTO service_number (tenant_id, dept_id, name, phone)
     SELECT '100001', id, '实验中学食堂服务电话', '027-8765-4321' FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区实验中学'`,
  );
}

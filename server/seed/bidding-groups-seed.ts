// Demo data for 评标小组: the expert library of 东湖区 (nine experts, six of them teachers who sign in with the
// expert role — accounts `expert`, `expert2`…`expert6`) and three panels of three owned by the bureau
// (account `centre`), one with an expert who has no login; and one panel in 西山区 (of three experts, the
// fewest a panel may have), for the tenant isolation tests. Every demo password is Demo1234 (README).
import type pg from 'pg';
import { demoPasswordHash } from './org.ts';
import { sql } from '../platform/db/sql.ts';
import { ROLE } from '../../contract/roles.ts';

interface ExpertSeed {
  number: string;
  name: string;
  sex: 1 | 2;
  unit: string;
  post: string;
  synopsis: string;
  /** The expert's login (a teacher of `school`), when they have one. */
  account?: string;
  school?: string;
  phone?: string;
}

const EXPERTS: ExpertSeed[] = [
  {
    number: 'ZJ001',
    name: '周明华',
    sex: 1,
    unit: '第一实验小学',
    post: '高级教师',
    synopsis: '从事学校后勤管理二十年，熟悉食堂大宗食材招标流程。',
    account: 'expert',
    school: '东湖区第一小学',
    phone: '13800000020',
  },
  {
    number: 'ZJ002',
    name: '林晓燕',
    sex: 2,
    unit: '东湖区实验中学',
    post: '营养师',
    synopsis: '国家二级公共营养师，负责中学生膳食营养评估。',
    account: 'expert2',
    school: '东湖区实验中学',
    phone: '13800000021',
  },
  {
    number: 'ZJ003',
    name: '郑国强',
    sex: 1,
    unit: '东湖区第二小学',
    post: '食品安全员',
    synopsis: '持食品安全管理员证书，参与多次食堂食品安全检查。',
    account: 'expert3',
    school: '东湖区第二小学',
    phone: '13800000022',
  },
  {
    number: 'ZJ004',
    name: '何丽萍',
    sex: 2,
    unit: '东湖区中心幼儿园',
    post: '保健医生',
    synopsis: '幼儿园保健医生，熟悉学龄前儿童膳食标准。',
    account: 'expert4',
    school: '东湖区中心幼儿园',
    phone: '13800000023',
  },
  {
    number: 'ZJ005',
    name: '吴建军',
    sex: 1,
    unit: '第一实验小学',
    post: '总务主任',
    synopsis: '负责学校采购与合同管理，熟悉政府采购法规。',
    account: 'expert5',
    school: '东湖区第一小学',
    phone: '13800000024',
  },
  {
    number: 'ZJ006',
    name: '孙雅琴',
    sex: 2,
    unit: '东湖区实验中学',
    post: '高级教师',
    synopsis: '生物学科高级教师，参与校园食品安全课程建设。',
    account: 'expert6',
    school: '东湖区实验中学',
    phone: '13800000025',
  },
  { number: 'ZJ007', name: '黄志诚', sex: 1, unit: '区疾控中心', post: '主管医师', synopsis: '区疾病预防控制中心营养与食品卫生科主管医师。' },
  { number: 'ZJ008', name: '陈淑芬', sex: 2, unit: '家长代表', post: '家长委员会委员', synopsis: '第一小学家长委员会委员，关注学生用餐质量。' },
  { number: 'ZJ009', name: '刘德明', sex: 1, unit: '区市场监管局', post: '食品安全员', synopsis: '从事食品流通环节监督检查工作十年。' },
];

/** Panels of the bureau: names and members by number, the leader first. */
const GROUPS = [
  { name: '大米粮油评标小组', members: ['ZJ001', 'ZJ002', 'ZJ003'], remark: '负责大米、食用油等大宗食材的评标' },
  { name: '肉禽蛋评标小组', members: ['ZJ004', 'ZJ005', 'ZJ007'], remark: '含一名疾控中心专家（无登录账号，由经办人录入评分）' },
  { name: '蔬菜水果评标小组', members: ['ZJ006', 'ZJ001', 'ZJ002'], remark: '' },
];

export async function seedBiddingGroups(client: pg.PoolClient): Promise<void> {
  const { rows: found } = await client.query<{
    bureau: string | null;
    centre: string | null;
    role: string | null;
    bureau2: string | null;
    centre2: string | null;
  }>(
    sql`SELECT (SELECT id::text FROM dept WHERE tenant_id = '100001' AND dept_name = '东湖区教育局' AND is_deleted = 0) AS bureau,
            (SELECT id::text FROM app_user WHERE tenant_id = '100001' AND account = 'centre') AS centre,
            (SELECT id::text FROM role WHERE tenant_id = '100001' AND role_alias = ${ROLE.expert} AND is_deleted = 0) AS role,
            (SELECT id::text FROM dept WHERE tenant_id = '100002' AND dept_name = '西山区教育局' AND is_deleted = 0) AS bureau2,
            (SELECT id::text FROM app_user WHERE tenant_id = '100002' AND account = 'centre2') AS centre2`,
  );
  const { bureau, centre, role, bureau2, centre2 } = found[0]!;
  if (!bureau || !centre || !role || !bureau2 || !centre2) return;

  const ids = new Map<string, string>();
  for (const expert of EXPERTS) {
    let userId: string | null = null;
    if (expert.account) {
      const user = await client.query<{ id: string }>(
        sql`INSERT INTO app_user (tenant_id, account, password_hash, name, real_name, nick_name, phone, sex, dept_id, role_id, user_type, login_type)
         SELECT '100001', ${expert.account}, ${await demoPasswordHash()}, ${expert.name}, ${expert.name}, ${expert.name}, ${expert.phone}, ${expert.sex}, d.id, ${role}, 'school', 2 FROM dept d WHERE d.tenant_id = '100001' AND d.dept_name = ${expert.school}
         RETURNING id::text`,
      );
      userId = user.rows[0]?.id ?? null;
    }
    const { rows } = await client.query<{ id: string }>(
      sql`INSERT INTO expert (tenant_id, number, name, sex, unit, post, synopsis, user_id, create_user, create_time, update_time)
       VALUES ('100001', ${expert.number}, ${expert.name}, ${expert.sex}, ${expert.unit}, ${expert.post}, ${expert.synopsis}, ${userId}, ${centre}, timestamptz '2026-10-08 09:00:00+08', timestamptz '2026-10-08 09:00:00+08') RETURNING id::text`,
    );
    ids.set(expert.number, rows[0]!.id);
  }
  for (const [index, group] of GROUPS.entries()) {
    const members = group.members.map((number) => ids.get(number)!);
    await client.query(
      sql`INSERT INTO bidding_group (tenant_id, dept_id, group_name, member_ids, leader_id, remark, create_user, update_user, create_time, update_time)
       VALUES ('100001', ${bureau}, ${group.name}, ${members}::bigint[], ${members[0]}, ${group.remark}, ${centre}, ${centre}, ${`2026-10-${10 + index} 10:00:00+08`}::timestamptz, ${`2026-10-${10 + index} 10:00:00+08`}::timestamptz)`,
    );
  }

  // 西山区: a panel of its own for the isolation tests — three experts, the fewest a panel may have
  const west: string[] = [];
  for (const [number, name, sex, post] of [
    ['XS001', '马文涛', 1, '高级教师'],
    ['XS002', '罗慧敏', 2, '营养师'],
    ['XS003', '唐志远', 1, '食品安全员'],
  ] as const) {
    const { rows } = await client.query<{ id: string }>(
      sql`INSERT INTO expert (tenant_id, number, name, sex, unit, post, synopsis, create_user)
       VALUES ('100002', ${number}, ${name}, ${sex}, '西山区第一中学', ${post}, '西山区第一中学教师。', ${centre2}) RETURNING id::text`,
    );
    west.push(rows[0]!.id);
  }
  await client.query(
    sql`INSERT INTO bidding_group (tenant_id, dept_id, group_name, member_ids, leader_id, remark, create_user, update_user)
     VALUES ('100002', ${bureau2}, '西山区食材评标小组', ${west}::bigint[], ${west[0]}, '', ${centre2}, ${centre2})`,
  );
}

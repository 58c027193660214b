// Platform-wide dictionaries (BladeX style: one parent row per code, its entries under it, keys as strings).

export interface DictSeed {
  code: string;
  name: string;
  entries: { key: string; value: string; remark?: string }[];
}

const numbered = (values: string[], first = 1): DictSeed['entries'] => values.map((value, index) => ({ key: String(index + first), value }));

/** Dictionaries the product's own code reads: their rows cannot be removed (004_admin.sql seals them in older databases too). */
export const SEALED_DICTIONARIES = ['sex', 'flow', 'user_type', 'login_type', 'dept_category'];

export const dictionaries: DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    entries: [
      { key: '1', value: '男' },
      { key: '2', value: '女' },
      { key: '0', value: '未知' },
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    entries: [
      { key: '1', value: '是' },
      { key: '0', value: '否' },
    ],
  },
  {
    // Leave-workflow process categories: a definition's category is `flow_<key>`, remark is the form route.
    code: 'flow',
    name: '流程类型',
    entries: [{ key: 'leave', value: '请假流程', remark: '/work/process/leave/form' }],
  },
  {
    code: 'user_type',
    name: '用户类型',
    entries: [
      { key: 'admin', value: '平台管理' },
      { key: 'education', value: '教育局' },
      { key: 'jiWei', value: '纪委' },
      { key: 'market', value: '市场监管' },
      { key: 'school', value: '学校' },
      { key: 'canteen', value: '食堂' },
      { key: 'supplier', value: '供应商' },
      { key: 'bank', value: '银行' },
    ],
  },
  {
    // remark: the console theme of the login type (docs/product-rules.md#users-and-brands; unlisted types use the default canteen theme).
    code: 'login_type',
    name: '登录类型',
    entries: [
      { key: '0', value: '食堂', remark: 'canteen' },
      { key: '1', value: '教育中心', remark: 'centre' },
      { key: '2', value: '学校', remark: 'canteen' },
      { key: '3', value: '食堂官网', remark: 'canteen' },
      { key: '4', value: '配餐企业', remark: 'canteen' },
      { key: '5', value: '菜品供应商', remark: 'dish' },
      { key: '6', value: '纪委监委', remark: 'canteen' },
      { key: '7', value: '市场监管', remark: 'canteen' },
      { key: '8', value: '平台运营', remark: 'canteen' },
      { key: '9', value: '银行', remark: 'bank' },
    ],
  },
  {
    code: 'dept_category',
    name: '机构类型',
    entries: numbered(['教育局', '学校', '食堂', '监管单位', '银行', '企业']),
  },
  {
    code: 'school_type',
    name: '学校类型',
    entries: numbered(['幼儿园', '小学', '初中', '高中', '职业学校']),
  },
  {
    code: 'canteen_type',
    name: '食堂类型',
    entries: numbered(['自营食堂', '承包经营食堂', '委托经营食堂', '校外配餐', '中央厨房']),
  },
  {
    code: 'food_category',
    name: '食材分类',
    entries: numbered(['粮油', '肉类', '禽蛋', '水产', '蔬菜', '水果', '调味品', '冻品', '豆制品', '乳制品', '干货', '其他']),
  },
  {
    code: 'bidding_progress',
    name: '招标进度',
    entries: numbered(['草稿', '待审核', '已驳回', '报名中', '资格审查', '投标中', '评标中', '待定标', '中标公示', '已完成', '已终止'], 0),
  },
  {
    code: 'bidding_notice_type',
    name: '招标公告类型',
    entries: numbered(['招标公告', '入围公示', '终止/流标公告', '中标公示']),
  },
  {
    code: 'short_status',
    name: '入围状态',
    entries: numbered(['待审核', '入围', '未入围'], 0),
  },
  {
    code: 'my_bidding_status',
    name: '投标状态',
    entries: [
      { key: '0', value: '暂存' },
      { key: '1', value: '已递交' },
      { key: '3', value: '无效' },
      { key: '4', value: '中标' },
      { key: '5', value: '未中标' },
    ],
  },
  {
    code: 'qualification_type',
    name: '资质证照类型',
    entries: numbered(['营业执照', '食品经营许可证', '食品生产许可证', '动物检疫合格证明', '农残检测报告', '冷链车辆证明']),
  },
  {
    code: 'notice_status',
    name: '公告状态',
    entries: numbered(['草稿', '已发布', '已撤回'], 0),
  },
  // the leave form's types, as 办公审批 stores them (flow_leave.leave_type 1–5)
  {
    code: 'leave_type',
    name: '请假类型',
    entries: numbered(['事假', '病假', '年假', '调休', '其他']),
  },
  {
    code: 'leave_status',
    name: '请假状态',
    entries: numbered(['审批中', '已通过', '驳回待调整', '已关闭']),
  },
  {
    code: 'post',
    name: '岗位',
    entries: numbered([
      '食堂负责人',
      '食品安全管理员',
      '厨师长',
      '厨师',
      '面点师',
      '帮厨',
      '切配工',
      '采购员',
      '仓管员',
      '营养师',
      '保洁员',
      '会计',
      '出纳',
      '配送员',
    ]),
  },
  {
    code: 'dinner_type',
    name: '餐别',
    entries: numbered(['早餐', '午餐', '晚餐', '夜宵']),
  },
  {
    code: 'personnel_type',
    name: '人员类型',
    entries: numbered(['教师', '学生', '职工']),
  },
  {
    code: 'card_status',
    name: '卡片状态',
    entries: numbered(['正常', '挂失', '冻结', '注销']),
  },
  {
    code: 'voucher_status',
    name: '凭证状态',
    entries: numbered(['草稿', '已审核', '已记账']),
  },
  {
    code: 'device_sync_status',
    name: '设备下发状态',
    entries: numbered(['待下发', '下发中', '成功', '失败', '待删除'], 0),
  },
  {
    code: 'task_status',
    name: '任务状态',
    entries: numbered(['排队', '执行中', '成功', '部分失败', '失败', '取消'], 0),
  },
];

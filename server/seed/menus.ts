// Top menus, their menus and buttons, and which roles are granted them (roleTopMenus below).
import { MODULE_SETS, type ModuleKind } from '../../contract/module-sets.ts';
import {
  BID_APPROVERS,
  BID_SCORERS,
  BIDDING_OVERSEERS,
  LETTER_ANSWERERS,
  LETTER_SENDERS,
  NOTICE_PUBLISHERS,
  NUTRITION_REVISERS,
  NOTICE_READERS,
  ROLE,
  SAFETY_INSPECTORS,
  SUPERVISORS as SUPERVISING_UNITS,
  TENDERERS,
} from '../platform/access/policy.ts';

export interface ButtonSeed {
  code: string;
  name: string;
  i18n: string;
  /** Role aliases granted the button; omitted = every role granted its menu. */
  roles?: string[];
}

export interface MenuSeed {
  code: string;
  name: string;
  i18n: string;
  path: string;
  /** Arco icon component name, e.g. 'IconHome'. */
  source?: string;
  keepAlive?: boolean;
  /** Role aliases allowed to see the item (meta.roles); omitted = everyone who has the top menu. */
  roles?: string[];
  children?: MenuSeed[];
  buttons?: ButtonSeed[];
}

export interface TopMenuSeed {
  code: string;
  name: string;
  i18n: string;
  source: string;
  sort: number;
  menus: MenuSeed[];
}

type MenuExtra = Omit<MenuSeed, 'code' | 'name' | 'i18n' | 'path'>;

const menu = (code: string, name: string, path: string, extra: MenuExtra = {}): MenuSeed => ({ code, name, i18n: `menu.${code}`, path, ...extra });
const button = (code: string, name: string, roles?: string[]): ButtonSeed => ({ code, name, i18n: `menu.${code}`, ...(roles && { roles }) });
const top = (code: string, name: string, source: string, sort: number, menus: MenuSeed[]): TopMenuSeed => ({
  code,
  name,
  i18n: `menu.${code}`,
  source,
  sort,
  menus,
});

const ADMIN = ROLE.administrator;
const SUPERVISORS = [ADMIN, ...SUPERVISING_UNITS];
const SCHOOL_SIDE = [ADMIN, ROLE.school, ROLE.canteen];
const SUPPLIER_SIDE = [ADMIN, ROLE.supplier];
/**
 * A 首页 item about the business (its figures, schools, suppliers, letters, news) is not the platform administrator's:
 * the administrator keeps the platform — 首页's 待办提醒, 系统管理, 办公审批, 流程管理 — and is granted no business module
 * (roleTopMenus below), since its tenant (000000) holds no school and every business screen showed it an empty list.
 */
const business = (roles: readonly string[]) => roles.filter((role) => role !== ADMIN);
/** Who keeps a canteen's staff and attendance: the supervising units read 人事管理 and hold none of its write buttons. */
const KEEPERS = SCHOOL_SIDE;

export const topMenus: TopMenuSeed[] = [
  top('base', '首页', 'IconHome', 1, [
    menu('workbench', '工作台', '/wel', {
      source: 'IconDashboard',
      children: [
        menu('wel', '待办提醒', '/wel/index', { source: 'IconNotification' }),
        menu('welDashboard', '数据看板', '/wel/dashboard', { source: 'IconDashboard', roles: business(SCHOOL_SIDE) }),
        menu('welSupplier', '供应商待办', '/wel/supplier', { source: 'IconList', roles: [ROLE.supplier] }),
        menu('welEducation', '监管待办', '/wel/education', { source: 'IconList', roles: [...SUPERVISING_UNITS] }),
      ],
    }),
    menu('portal', '门户首页', '/home', {
      source: 'IconPublic',
      children: [
        menu('educationHome', '教育局首页', '/education/index', { source: 'IconHome', roles: [ROLE.education] }),
        menu('educationAgency', '机构首页', '/home/education/agency', { source: 'IconApps', roles: [ROLE.education] }),
        menu('schoolList', '学校一览', '/home/school/list/index', { source: 'IconList', roles: business(SUPERVISORS) }),
        menu('supplierHome', '供应商首页', '/supplier/index', { source: 'IconHome', roles: [ROLE.supplier] }),
        menu('bankHome', '银行首页', '/liancan2/home/bankstaff', { source: 'IconHome', roles: [ROLE.bank] }),
        // the notices are written where they are read: the bureaus publish (policy `notice.publish`) from 新闻资讯's drawer
        menu('news', '新闻资讯', '/liancan2/home/news', {
          source: 'IconFile',
          roles: business(NOTICE_READERS),
          buttons: [button('notice_publish', '发布公告', business(NOTICE_PUBLISHERS))],
        }),
      ],
    }),
    menu('system', '系统管理', '/system', {
      source: 'IconSettings',
      children: [
        menu('user', '用户管理', '/system/user', {
          source: 'IconUser',
          // who may grant a role is the server's grant table (platform/access/policy.ts): canteens and banks grant none
          roles: [ADMIN, ROLE.education, ROLE.school],
          buttons: [button('user_add', '新增用户'), button('user_edit', '修改用户'), button('user_delete', '删除用户'), button('user_reset', '重置密码')],
        }),
        menu('dept', '机构管理', '/system/dept', {
          source: 'IconMindMapping',
          roles: [ADMIN, ROLE.education],
          buttons: [button('dept_add', '新增机构'), button('dept_edit', '修改机构'), button('dept_delete', '删除机构')],
        }),
        menu('menu', '菜单管理', '/system/menu', {
          source: 'IconMenu',
          roles: [ADMIN],
          buttons: [button('menu_add', '新增菜单'), button('menu_edit', '修改菜单'), button('menu_delete', '删除菜单')],
        }),
        menu('dict', '字典管理', '/dict-horizontal/index', {
          source: 'IconBook',
          roles: [ADMIN],
          buttons: [button('dict_add', '新增字典'), button('dict_edit', '修改字典'), button('dict_delete', '删除字典')],
        }),
        menu('dictVertical', '字典树管理', '/dict-vertical/index', {
          source: 'IconOrderedList',
          roles: [ADMIN],
          buttons: [button('dict_vertical_add', '新增字典项'), button('dict_vertical_edit', '修改字典项'), button('dict_vertical_delete', '删除字典项')],
        }),
        menu('supplierBinding', '供应商绑定', '/binding/supplier', {
          source: 'IconLink',
          roles: [ROLE.education, ROLE.school, ROLE.canteen],
          buttons: [button('binding_add', '绑定供应商'), button('binding_delete', '解除绑定')],
        }),
        menu('letter', '函询管理', '/jiwei/letter', {
          source: 'IconEmail',
          // senders write and close; the schools addressed read theirs and reply
          roles: business([...LETTER_SENDERS, ...LETTER_ANSWERERS]),
          buttons: [button('letter_add', '发起函询', business(LETTER_SENDERS)), button('letter_reply', '函询回复', [...LETTER_ANSWERERS])],
        }),
      ],
    }),
    menu('work', '办公审批', '/work', {
      source: 'IconSchedule',
      roles: [ADMIN, ROLE.education, ROLE.school, ROLE.canteen],
      children: [
        menu('leave', '请假申请', '/work/leave/index', { source: 'IconCalendar', buttons: [button('leave_start', '发起请假')] }),
        menu('workTodo', '待办事务', '/work/todo', { source: 'IconClockCircle' }),
        menu('workClaim', '待签事务', '/work/claim', { source: 'IconPushpin' }),
        menu('workSend', '已发事务', '/work/send', { source: 'IconSend' }),
        menu('workDone', '办结事务', '/work/done', { source: 'IconCheckCircle' }),
      ],
    }),
    menu('flow', '流程管理', '/activitiManage', {
      source: 'IconBranch',
      roles: [ADMIN],
      children: [
        menu('flowModel', '模型管理', '/activitiManage/model/index', {
          source: 'IconMindMapping',
          buttons: [button('flow_model_add', '新增模型'), button('flow_model_deploy', '部署模型'), button('flow_model_delete', '删除模型')],
        }),
        menu('flowManager', '流程定义', '/activitiManage/manager/index', { source: 'IconList', buttons: [button('flow_manager_state', '挂起/激活')] }),
        menu('flowFollow', '流程跟踪', '/activitiManage/follow/index', { source: 'IconHistory' }),
      ],
    }),
  ]),

  top('zhaobiao', '招标管理', 'IconStamp', 2, [
    menu('zhaobiaoManage', '招标业务', '/zhaobiao', {
      source: 'IconStamp',
      children: [
        menu('biddingProject', '招标项目', '/zhaobiao/bidding/index', {
          source: 'IconFile',
          roles: [...TENDERERS],
          buttons: [
            button('bidding_add', '新建招标'),
            button('bidding_edit', '修改招标'),
            button('bidding_delete', '删除招标'),
            button('bidding_submit', '提交审核'),
            button('bidding_shortlist', '入围审查'),
            button('bidding_opening', '开标'),
            button('bidding_award', '定标'),
            button('bidding_terminate', '终止招标'),
          ],
        }),
        menu('biddingApprove', '招标审核', '/zhaobiao/approve/index', {
          source: 'IconCheckSquare',
          roles: [ADMIN, ...BID_APPROVERS, ...BIDDING_OVERSEERS],
          buttons: [button('bidding_approve', '审核发布')],
        }),
        // the panel's own screen; a tenderer enters a paper form's scores from the tender's detail
        menu('biddingEvaluate', '专家评标', '/zhaobiao/evaluate/index', {
          source: 'IconEdit',
          roles: [ADMIN, ...BID_SCORERS],
          buttons: [button('evaluation_submit', '提交评分')],
        }),
        menu('biddingGroup', '评标小组', '/zhaobiao/group/index', {
          source: 'IconUserGroup',
          roles: [...TENDERERS],
          buttons: [button('bidding_group_add', '新增评标小组'), button('bidding_group_edit', '修改评标小组'), button('bidding_group_delete', '删除评标小组')],
        }),
        menu('biddingCatalogue', '供货目录', '/zhaobiao/catalogue/index', {
          source: 'IconUnorderedList',
          roles: [...TENDERERS],
          buttons: [button('bidding_commodity_delete', '移除商品')],
        }),
      ],
    }),
    menu('biddingSupervise', '招标监管', '/bidding', {
      source: 'IconEye',
      roles: SUPERVISORS,
      children: [
        menu('biddingList', '招标项目总览', '/bidding/list', { source: 'IconList' }),
        menu('biddingNotice', '招标公告', '/bidding/notice', { source: 'IconNotification' }),
      ],
    }),
  ]),

  top('toubiao', '投标管理', 'IconTrophy', 3, [
    menu('toubiaoManage', '投标业务', '/toubiao', {
      source: 'IconTrophy',
      children: [
        // a supplier's own screens: a bid approver (bureau staff) in 投标管理 follows 投标记录 only
        menu('biddingHall', '招标大厅', '/toubiao/hall/index', { source: 'IconApps', roles: SUPPLIER_SIDE, buttons: [button('bidding_signup', '报名')] }),
        menu('myBidding', '我的投标', '/toubiao/my/index', { source: 'IconStar', roles: SUPPLIER_SIDE, buttons: [button('bidding_quote', '报价')] }),
        menu('biddingHistory', '投标记录', '/bidding/my', { source: 'IconHistory' }),
      ],
    }),
    menu('supplierProfile', '企业资料', '/toubiao/profile', {
      source: 'IconIdcard',
      roles: SUPPLIER_SIDE,
      children: [
        menu('supplierCompany', '企业信息', '/toubiao/profile/company', { source: 'IconCommon', buttons: [button('supplier_company_edit', '修改企业信息')] }),
        menu('supplierQualification', '企业资质', '/toubiao/profile/qualification', {
          source: 'IconFilePdf',
          buttons: [button('supplier_qualification_upload', '上传证照')],
        }),
      ],
    }),
  ]),

  top('caigou', '采购仓储', 'IconArchive', 4, [
    menu('purchase', '采购管理', '/caigou', {
      source: 'IconArchive',
      children: [
        menu('purchasePlan', '采购计划', '/caigou/plan/index', {
          source: 'IconCalendar',
          buttons: [button('purchase_plan_add', '新增计划'), button('purchase_plan_edit', '修改计划'), button('purchase_plan_delete', '删除计划')],
        }),
        menu('purchaseOrder', '采购订单', '/caigou/order/index', {
          source: 'IconFile',
          buttons: [
            button('purchase_order_add', '新增订单'),
            button('purchase_order_edit', '修改订单'),
            button('purchase_order_delete', '删除订单'),
            button('purchase_order_submit', '下单'),
          ],
        }),
        menu('purchaseAcceptance', '收货验收', '/caigou/acceptance/index', {
          source: 'IconCheckCircle',
          buttons: [button('purchase_acceptance_add', '验收登记')],
        }),
        menu('purchaseGoods', '商品库', '/caigou/goods/index', { source: 'IconTags' }),
      ],
    }),
    menu('warehouse', '仓储管理', '/warehouse', {
      source: 'IconStorage',
      children: [
        menu('stockIn', '入库管理', '/warehouse/in/index', { source: 'IconImport', buttons: [button('stock_in_add', '入库登记')] }),
        menu('stockOut', '出库管理', '/warehouse/out/index', { source: 'IconExport', buttons: [button('stock_out_add', '出库登记')] }),
        menu('stockQuery', '库存查询', '/warehouse/stock/index', { source: 'IconSearch' }),
        menu('stockCheck', '库存盘点', '/warehouse/check/index', { source: 'IconCheckSquare', buttons: [button('stock_check_add', '新建盘点')] }),
        menu('warehouseSetting', '仓库设置', '/warehouse/setting/index', { source: 'IconSettings' }),
      ],
    }),
  ]),

  top('shengchan', '加工管理', 'IconFire', 5, [
    menu('processing', '加工过程', '/shengchan', {
      source: 'IconFire',
      children: [
        menu('ledgerToday', '今日台账', '/shengchan/today/index', { source: 'IconCalendarClock' }),
        menu('morningCheck', '晨检记录', '/shengchan/morningCheck/index', { source: 'IconSun', buttons: [button('morning_check_add', '晨检登记')] }),
        menu('processRecord', '加工记录', '/shengchan/process/index', { source: 'IconTool', buttons: [button('process_add', '加工登记')] }),
        menu('sampleKeep', '留样管理', '/shengchan/sample/index', { source: 'IconExperiment', buttons: [button('sample_add', '留样登记')] }),
        menu('disinfection', '消毒记录', '/shengchan/disinfect/index', { source: 'IconSafe', buttons: [button('disinfection_add', '消毒登记')] }),
        menu('additiveUse', '添加剂使用', '/shengchan/additive/index', { source: 'IconFormula', buttons: [button('additive_add', '添加剂登记')] }),
        menu('kitchenWaste', '餐厨废弃物', '/shengchan/waste/index', { source: 'IconDelete', buttons: [button('kitchen_waste_add', '废弃物登记')] }),
        menu('accompaniedMealRecord', '陪餐记录', '/shengchan/accompany/index', {
          source: 'IconUserGroup',
          buttons: [button('accompanied_meal_add', '陪餐登记')],
        }),
        // 明厨亮灶告警 (docs/product-rules.md#kitchen-alerts): the school side reads, the canteen acknowledges its own
        menu('kitchenAlert', '明厨亮灶告警', '/shengchan/kitchenAlert/index', {
          source: 'IconVideoCamera',
          roles: SCHOOL_SIDE,
          buttons: [button('kitchen_alert_ack', '处理告警', [ROLE.canteen])],
        }),
      ],
    }),
  ]),

  top('xiaoshou', '销售管理', 'IconShareExternal', 6, [
    menu('sales', '销售业务', '/xiaoshou', {
      source: 'IconShareExternal',
      children: [
        menu('salesOrder', '销售订单', '/xiaoshou/order/index', { source: 'IconFile', buttons: [button('sales_order_confirm', '确认订单')] }),
        menu('salesQuote', '商品报价', '/xiaoshou/quote/index', { source: 'IconTag', buttons: [button('sales_quote_edit', '修改报价')] }),
        menu('salesCustomer', '客户管理', '/xiaoshou/customer/index', { source: 'IconUserGroup' }),
        menu('salesReturn', '退货管理', '/xiaoshou/return/index', { source: 'IconUndo' }),
        menu('salesStatistics', '销售统计', '/xiaoshou/statistics/index', { source: 'IconArrowRise' }),
      ],
    }),
  ]),

  top('consume', '消费管理', 'IconWechatpay', 7, [
    menu('personnel', '人员管理', '/personnel', {
      source: 'IconUser',
      children: [
        menu('personnelList', '人员信息', '/personnel/list', {
          source: 'IconIdcard',
          buttons: [
            button('personnel_add', '新增人员'),
            button('personnel_edit', '修改人员'),
            button('personnel_delete', '删除人员'),
            button('personnel_import', '导入人员'),
            button('personnel_export', '导出人员'),
            button('personnel_sync', '同步数据'),
            button('personnel_close', '销户'),
          ],
        }),
        menu('personnelCard', '卡务管理', '/personnel/card', {
          source: 'IconIdcard',
          buttons: [button('card_status_edit', '挂失/解挂'), button('card_replace', '补卡')],
        }),
        menu('personnelWallet', '钱包余额', '/personnel/wallet', { source: 'IconWechatpay', buttons: [button('wallet_export', '导出余额')] }),
        menu('mealCategory', '餐别设置', '/personnel/mealCategory', {
          source: 'IconCommon',
          buttons: [button('meal_category_upload', '导入餐别'), button('meal_category_edit', '新增/修改餐别')],
        }),
      ],
    }),
    menu('device', '设备管理', '/device', {
      source: 'IconDesktop',
      children: [
        menu('deviceFace', '人脸设备', '/device/face', {
          source: 'IconCamera',
          buttons: [
            button('device_face_down', '下发人脸'),
            button('device_face_delete', '删除人脸'),
            button('device_reboot', '重启设备'),
            button('device_edit', '新增/修改设备'),
          ],
        }),
        menu('devicePersonnel', '设备人员', '/device/personnel', { source: 'IconUserGroup', buttons: [button('device_personnel_delete', '移除人员')] }),
        menu('deviceWindow', '窗口管理', '/device/window', { source: 'IconLayout', buttons: [button('device_window_edit', '新增/修改窗口')] }),
      ],
    }),
    menu('consumeRecord', '消费记录', '/consume', {
      source: 'IconList',
      children: [
        menu('consumeDetail', '消费流水', '/consume/detail/index', {
          source: 'IconUnorderedList',
          buttons: [button('consume_reverse', '撤销消费'), button('consume_manual', '手工扣费')],
        }),
        menu('rechargeRecord', '充值记录', '/consume/recharge/index', { source: 'IconPlusCircle', buttons: [button('recharge_add', '充值')] }),
        menu('refundRecord', '退款记录', '/consume/refund/index', { source: 'IconMinusCircle', buttons: [button('refund_add', '退款')] }),
        menu('subsidyGrant', '补贴发放', '/consume/subsidy/index', { source: 'IconGift', buttons: [button('subsidy_grant', '发放补贴')] }),
        menu('consumeSummary', '消费汇总', '/consume/summary/index', { source: 'IconArrowRise' }),
      ],
    }),
  ]),

  top('yingyang', '营养管理', 'IconHeart', 8, [
    menu('nutrition', '营养膳食', '/yingyang', {
      source: 'IconHeart',
      children: [
        // the bureau holds 营养管理 for its two tables only (it reads recipes and dishes through 营养分析)
        menu('recipe', '食谱管理', '/yingyang/recipe/index', {
          source: 'IconCalendar',
          roles: SCHOOL_SIDE,
          buttons: [
            button('recipe_add', '新增食谱'),
            button('recipe_edit', '修改食谱'),
            button('recipe_delete', '删除食谱'),
            button('recipe_publish', '发布食谱'),
          ],
        }),
        menu('dishLibrary', '菜品库', '/yingyang/dish/index', { source: 'IconImage', roles: SCHOOL_SIDE }),
        menu('foodNutrition', '食材营养库', '/yingyang/food/index', {
          source: 'IconBook',
          buttons: [button('nutrition_food_revise', '修订食材', [...NUTRITION_REVISERS])],
        }),
        menu('nutritionStandard', '营养标准', '/yingyang/standard/index', {
          source: 'IconFile',
          buttons: [button('nutrition_standard_revise', '修订标准', [...NUTRITION_REVISERS])],
        }),
      ],
    }),
  ]),

  top('kaoqin', '人事管理', 'IconUserGroup', 9, [
    menu('workPersonnel', '从业人员', '/workPersonnel', {
      source: 'IconUserGroup',
      children: [
        menu('workPersonnelList', '从业人员管理', '/workPersonnel/list', {
          source: 'IconUser',
          buttons: [
            button('work_personnel_add', '新增从业人员', KEEPERS),
            button('work_personnel_edit', '修改从业人员', KEEPERS),
            button('work_personnel_delete', '删除从业人员', KEEPERS),
          ],
        }),
        menu('workPersonnelStatistics', '部门人员统计', '/workPersonnel/statistics', { source: 'IconArrowRise' }),
        menu('healthCertificate', '健康证管理', '/workPersonnel/healthCertificate', { source: 'IconIdcard' }),
      ],
    }),
    menu('attendance', '考勤管理', '/kaoqin', {
      source: 'IconClockCircle',
      children: [
        menu('attendanceGroup', '考勤组', '/kaoqin/group/index', {
          source: 'IconUserGroup',
          buttons: [
            button('attendance_group_add', '新增考勤组', KEEPERS),
            button('attendance_group_edit', '修改考勤组', KEEPERS),
            button('attendance_group_delete', '删除考勤组', KEEPERS),
          ],
        }),
        menu('attendanceRecord', '考勤记录', '/kaoqin/record/index', { source: 'IconList' }),
        menu('makeUpPunch', '补卡管理', '/kaoqin/patch/index', {
          source: 'IconEdit',
          buttons: [button('patch_add', '补卡申请', KEEPERS), button('patch_approve', '补卡审批', KEEPERS)],
        }),
        menu('mealStop', '停餐管理', '/kaoqin/mealStop/index', {
          source: 'IconStop',
          buttons: [button('meal_stop_add', '新增停餐', KEEPERS), button('meal_stop_delete', '取消停餐', KEEPERS)],
        }),
        menu('attendanceReport', '考勤统计', '/kaoqin/report/index', { source: 'IconArrowRise' }),
      ],
    }),
  ]),

  top('suyuan', '溯源管理', 'IconMindMapping', 10, [
    menu('trace', '溯源台账', '/suyuan', {
      source: 'IconMindMapping',
      children: [
        menu('traceBatch', '批次溯源', '/suyuan/batch/index', { source: 'IconBranch' }),
        menu('traceQuery', '溯源查询', '/suyuan/query/index', { source: 'IconQrcode' }),
        menu('traceCertificate', '资质证照', '/suyuan/certificate/index', { source: 'IconFilePdf' }),
        menu('traceSupplier', '供应商档案', '/suyuan/supplier/index', { source: 'IconCommon', roles: [...SUPERVISORS, ROLE.school, ROLE.canteen] }),
      ],
    }),
  ]),

  top('jiance', '检测管理', 'IconExperiment', 11, [
    menu('inspection', '食品检测', '/jiance', {
      source: 'IconExperiment',
      children: [
        menu('rapidTest', '快速检测', '/jiance/rapid/index', { source: 'IconThunderbolt', buttons: [button('rapid_test_add', '检测登记')] }),
        menu('pesticideTest', '农残检测', '/jiance/pesticide/index', { source: 'IconExperiment', buttons: [button('pesticide_test_add', '检测登记')] }),
        menu('testReport', '检测报告', '/jiance/report/index', { source: 'IconFile' }),
        menu('testDevice', '检测设备', '/jiance/device/index', { source: 'IconTool' }),
      ],
    }),
  ]),

  top('gongcan', '供餐管理', 'IconCommon', 12, [
    menu('mealSupply', '供餐业务', '/gongcan', {
      source: 'IconCommon',
      children: [
        menu('mealPlan', '供餐计划', '/gongcan/plan/index', { source: 'IconCalendar' }),
        menu('mealOrder', '订餐管理', '/gongcan/order/index', { source: 'IconFile', buttons: [button('meal_order_add', '新增订餐')] }),
        menu('mealDelivery', '送餐记录', '/gongcan/delivery/index', { source: 'IconSend' }),
        menu('mealAcceptance', '供餐验收', '/gongcan/acceptance/index', { source: 'IconCheckCircle' }),
      ],
    }),
  ]),

  top('peisong', '配送管理', 'IconSend', 13, [
    menu('delivery', '配送业务', '/peisong', {
      source: 'IconSend',
      children: [
        menu('deliveryOrder', '配送单', '/peisong/order/index', {
          source: 'IconFile',
          buttons: [button('delivery_add', '新建配送单'), button('delivery_confirm', '确认发货')],
        }),
        menu('deliveryTrack', '配送跟踪', '/peisong/track/index', { source: 'IconLocation' }),
        menu('deliveryVehicle', '车辆管理', '/peisong/vehicle/index', { source: 'IconDriveFile' }),
        menu('deliveryDriver', '配送人员', '/peisong/driver/index', { source: 'IconUser' }),
        menu('coldChain', '冷链温控', '/peisong/coldChain/index', { source: 'IconCloud' }),
        // a meal provider's accounts (a supplier company with a meal_provider row) confirm the schools' meal orders (供餐管理)
        menu('mealProviderOrder', '供餐订单', '/peisong/mealOrder/index', { source: 'IconCalendar' }),
      ],
    }),
  ]),

  top('finance', '财务管理', 'IconBook', 14, [
    menu('voucher', '凭证管理', '/finance/voucher', {
      source: 'IconFile',
      roles: SCHOOL_SIDE,
      children: [
        menu('voucherList', '凭证列表', '/finance/voucher/index', {
          source: 'IconList',
          buttons: [
            button('voucher_add', '新增凭证'),
            button('voucher_edit', '修改凭证'),
            button('voucher_delete', '删除凭证'),
            button('voucher_audit', '审核凭证'),
            button('voucher_post', '记账'),
            button('voucher_reverse', '冲销'),
          ],
        }),
        menu('voucherAdd', '录入凭证', '/financialVoucherAdd', { source: 'IconPlusCircle', keepAlive: true }),
        menu('voucherView', '查看凭证', '/financialVoucherView', { source: 'IconEye', keepAlive: true }),
        menu('financePayment', '付款登记', '/finance/payment/index', {
          source: 'IconSend',
          buttons: [button('payment_add', '付款登记'), button('payment_delete', '删除付款')],
        }),
      ],
    }),
    menu('ledger', '账簿查询', '/finance/ledger', {
      source: 'IconBook',
      roles: SCHOOL_SIDE,
      children: [
        menu('subsidiaryLedger', '明细账', '/subsidiaryLedger', { source: 'IconUnorderedList' }),
        menu('subjectBalance', '科目余额表', '/finance/ledger/balance', { source: 'IconOrderedList' }),
      ],
    }),
    menu('financeSetting', '财务设置', '/finance/setting', {
      source: 'IconSettings',
      roles: SCHOOL_SIDE,
      children: [
        menu('accountSubject', '会计科目', '/finance/setting/subject', {
          source: 'IconMindMapping',
          buttons: [button('subject_add', '新增科目'), button('subject_edit', '修改科目'), button('subject_delete', '删除科目')],
        }),
        menu('accountPeriod', '结账管理', '/finance/setting/period', {
          source: 'IconLock',
          buttons: [button('period_close', '结账'), button('period_reopen', '反结账')],
        }),
      ],
    }),
    menu('supplierFinance', '供应商财务', '/finance/supplier', {
      source: 'IconWechatpay',
      roles: SUPPLIER_SIDE,
      children: [
        menu('supplierVoucherList', '供应商凭证', '/finance/supplier/voucher', {
          source: 'IconList',
          buttons: [
            button('supplier_voucher_add', '新增凭证'),
            button('supplier_voucher_edit', '修改凭证'),
            button('supplier_voucher_delete', '删除凭证'),
            button('supplier_voucher_audit', '审核凭证'),
            button('supplier_voucher_post', '记账'),
          ],
        }),
        menu('supplierVoucherAdd', '供应商凭证录入', '/supplierFinancialVoucherAdd', { source: 'IconPlusCircle', keepAlive: true }),
        menu('supplierVoucherView', '供应商凭证查看', '/supplierFinancialVoucherView', { source: 'IconEye', keepAlive: true }),
        menu('supplierLedger', '供应商明细账', '/suplierSubsidiaryLedger', { source: 'IconUnorderedList' }),
      ],
    }),
  ]),

  top('kaihutongji', '开户统计', 'IconIdcard', 15, [
    menu('accountOpening', '开户统计', '/kaihutongji', {
      source: 'IconIdcard',
      children: [
        menu('openingSchool', '学校开户统计', '/kaihutongji/school/index', { source: 'IconApps' }),
        menu('openingCard', '开卡统计', '/kaihutongji/card/index', { source: 'IconIdcard' }),
        menu('openingRecharge', '充值统计', '/kaihutongji/recharge/index', { source: 'IconArrowRise' }),
        menu('openingDetail', '开户明细', '/kaihutongji/detail/index', { source: 'IconList', buttons: [button('opening_export', '导出明细')] }),
      ],
    }),
  ]),

  top('report', '专项统计', 'IconDashboard', 16, [
    menu('specialStatistics', '专项统计', '/liancan/zhuanxiangtongji', {
      source: 'IconDashboard',
      children: [
        menu('transparentKitchen', '明厨亮灶', '/liancan/zhuanxiangtongji/mingchuliangzhao/index', { source: 'IconVideoCamera' }),
        menu('ingredientTrace', '食材溯源', '/liancan/zhuanxiangtongji/shicaisuyuan/index', { source: 'IconMindMapping' }),
        menu('ricePrice', '大米价格', '/liancan/zhuanxiangtongji/damijiage/index', { source: 'IconArrowRise' }),
        menu('frozenFood', '冷冻食材占比', '/liancan/zhuanxiangtongji/lengdongshicai/index', { source: 'IconCloud' }),
        menu('ingredientCost', '食材成本', '/liancan/zhuanxiangtongji/shicaichengben/index', { source: 'IconWechatpay' }),
        menu('canteenCostManage', '食堂数据填报', '/liancan/zhuanxiangtongji/shicaichengben/canteen-manage', {
          source: 'IconEdit',
          roles: SCHOOL_SIDE,
          buttons: [button('canteen_cost_edit', '填报成本数据')],
        }),
        menu('accompaniedMeal', '陪餐制度', '/liancan/zhuanxiangtongji/shitangpeican/index', { source: 'IconUserGroup' }),
      ],
    }),
  ]),

  top('canteenstatistics', '食堂供餐', 'IconCommon', 17, [
    menu('canteenSupply', '食堂供餐统计', '/canteenstatistics', {
      source: 'IconCommon',
      children: [
        menu('supplyOverview', '供餐概况', '/canteenstatistics/overview/index', { source: 'IconDashboard' }),
        menu('dinerStatistics', '就餐人数统计', '/canteenstatistics/diner/index', { source: 'IconUserGroup' }),
        menu('mealStatistics', '餐次统计', '/canteenstatistics/meal/index', { source: 'IconCalendarClock' }),
        menu('canteenRanking', '食堂排名', '/canteenstatistics/ranking/index', { source: 'IconTrophy' }),
      ],
    }),
  ]),

  top('merchantSupervision', '商户配送', 'IconShake', 18, [
    menu('merchant', '商户配送监管', '/merchantSupervision', {
      source: 'IconShake',
      children: [
        menu('merchantList', '商户档案', '/merchantSupervision/merchant/index', { source: 'IconCommon' }),
        menu('merchantDelivery', '配送监管', '/merchantSupervision/delivery/index', { source: 'IconSend' }),
        menu('merchantQualification', '资质预警', '/merchantSupervision/qualification/index', { source: 'IconExclamationCircle' }),
        menu('merchantTransaction', '交易统计', '/merchantSupervision/transaction/index', { source: 'IconArrowRise' }),
      ],
    }),
  ]),

  top('xiaowaigongcan', '校外供餐', 'IconLocation', 19, [
    menu('offCampus', '校外供餐监管', '/xiaowaigongcan', {
      source: 'IconLocation',
      children: [
        menu('offCampusCompany', '供餐企业', '/xiaowaigongcan/company/index', { source: 'IconCommon' }),
        menu('offCampusOrder', '订餐统计', '/xiaowaigongcan/order/index', { source: 'IconFile' }),
        menu('offCampusAcceptance', '验收记录', '/xiaowaigongcan/acceptance/index', { source: 'IconCheckCircle' }),
        menu('offCampusEvaluation', '供餐评价', '/xiaowaigongcan/evaluation/index', { source: 'IconThumbUp' }),
      ],
    }),
  ]),

  top('yingyangfenxi', '营养分析', 'IconBulb', 20, [
    menu('nutritionAnalysis', '营养分析', '/yingyangfenxi', {
      source: 'IconBulb',
      children: [
        menu('intakeAnalysis', '营养摄入分析', '/yingyangfenxi/intake/index', { source: 'IconArrowRise' }),
        menu('recipeEvaluation', '食谱评价', '/yingyangfenxi/recipe/index', { source: 'IconStar' }),
        menu('nutritionReport', '营养报告', '/yingyangfenxi/report/index', { source: 'IconFile' }),
      ],
    }),
  ]),

  top('financialSupervision', '财务监管', 'IconEye', 21, [
    menu('financeSupervise', '财务监管', '/financialSupervision', {
      source: 'IconEye',
      children: [
        menu('schoolBooks', '学校账簿', '/financialSupervision/books/index', { source: 'IconBook' }),
        menu('financeIndicator', '指标预警', '/financialSupervision/indicator/index', {
          source: 'IconExclamationCircle',
          buttons: [button('indicator_setting', '设置预警阈值', [ROLE.education])],
        }),
        menu('mealFee', '伙食费收支', '/financialSupervision/mealFee/index', { source: 'IconWechatpay' }),
      ],
    }),
  ]),

  top('open', '信息公开', 'IconNotification', 22, [
    menu('openInfo', '信息公开', '/open', {
      source: 'IconNotification',
      children: [
        menu('notice', '通知公告', '/open/notice/index', {
          source: 'IconNotification',
          // 通知公告 manages the notices of 新闻资讯 (one table): its writes are the publishers'
          buttons: [
            button('notice_add', '新增公告', business(NOTICE_PUBLISHERS)),
            button('notice_edit', '修改公告', business(NOTICE_PUBLISHERS)),
            button('notice_delete', '删除公告', business(NOTICE_PUBLISHERS)),
          ],
        }),
        menu('recipePublic', '食谱公示', '/open/recipe/index', { source: 'IconCalendar' }),
        menu('pricePublic', '价格公示', '/open/price/index', { source: 'IconTag' }),
        menu('satisfaction', '满意度评价', '/open/satisfaction/index', { source: 'IconThumbUp' }),
        menu('complaint', '投诉建议', '/open/complaint/index', { source: 'IconMessage', buttons: [button('complaint_reply', '回复投诉')] }),
      ],
    }),
  ]),

  top('anquan', '安全服务', 'IconSafe', 23, [
    menu('safetyCheck', '安全检查', '/anquan', {
      source: 'IconSafe',
      children: [
        menu('dailyInspection', '日常检查', '/anquan/inspection/index', {
          source: 'IconCheckSquare',
          buttons: [button('inspection_add', '新增检查', [...SAFETY_INSPECTORS])],
        }),
        menu('hazardRectify', '隐患整改', '/anquan/rectify/index', {
          source: 'IconExclamationCircle',
          buttons: [button('rectify_confirm', '整改确认', [...SAFETY_INSPECTORS])],
        }),
        menu('emergencyPlan', '应急预案', '/anquan/emergency/index', { source: 'IconFire' }),
        menu('safetyTraining', '培训考核', '/anquan/training/index', { source: 'IconBook' }),
      ],
    }),
    menu('safetyService', '服务中心', '/anquan/service', {
      source: 'IconCustomerService',
      children: [
        menu('regulations', '法律法规', 'https://flk.npc.gov.cn/', { source: 'IconLaunch' }),
        menu('safetyKnowledge', '食安知识库', '/anquan/service/knowledge', { source: 'IconBulb' }),
        menu('serviceHotline', '服务热线', '/anquan/service/hotline', { source: 'IconPhone' }),
      ],
    }),
  ]),

  top('bigdata', '大数据', 'IconDesktop', 24, [menu('bigdataPortal', '大数据平台', '/bigdata/index', { source: 'IconDesktop' })]),

  top('warningscreen', '预警大屏', 'IconExclamationCircle', 25, [
    menu('warningDashboard', '预警大屏', '/warningscreen/index', { source: 'IconExclamationCircle' }),
  ]),
];

// Each role's grants are its user kind's module set (contract/module-sets.ts), less what the role has no business
// in, so no grant is one the console would hide. A unit test holds the seed to this.
const within = (kind: ModuleKind, ...except: string[]) => MODULE_SETS[kind].filter((code) => !except.includes(code));

/** role alias -> codes of the top menus whose whole trees (menus and buttons) that role may use */
export const roleTopMenus: Record<string, string[]> = {
  // the platform, not the business: 首页 (its platform items, see `business` above) only
  administrator: ['base'],
  // supervising units oversee tenders rather than bid; only the bureau follows account openings
  // 营养管理 is the bureau's for 食材营养库 and 营养标准, which it revises (policy `nutrition.revise`)
  education: within('supervisor', 'toubiao'),
  jiwei: within('supervisor', 'toubiao', 'kaihutongji', 'yingyang'),
  market: within('supervisor', 'toubiao', 'kaihutongji', 'yingyang'),
  // schools and canteens buy rather than sell (no 销售, 配送); a canteen does not tender
  school: within('unit', 'xiaoshou', 'peisong'),
  canteen: within('unit', 'xiaoshou', 'peisong', 'zhaobiao'),
  supplier: within('supplier'),
  bank: within('bank'),
  // approvers are bureau staff: the tender and bid modules only
  approvebid: within('supervisor').filter((code) => ['base', 'zhaobiao', 'toubiao'].includes(code)),
  // experts are teachers (school users): of their kind's modules only the two that hold their items
  expert: within('unit').filter((code) => ['base', 'zhaobiao'].includes(code)),
};

/**
 * Roles granted only some items of their top menus (with the items' buttons and the menus above them),
 * instead of every item their role may see: an expert has 待办提醒 and 专家评标 only.
 */
export const roleItems: Partial<Record<string, readonly string[]>> = {
  expert: ['wel', 'biddingEvaluate'],
};

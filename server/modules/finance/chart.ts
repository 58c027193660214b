// The seed charts of accounts (docs/product-rules.md#finance): what every new book starts with. A school's book
// (kind 1) and a supplier company's (kind 2). category: 1 资产 2 负债 3 净资产 4 收入 5 费用; direction by category:
// assets and costs 借 (1), liabilities, net assets and income 贷 (-1). The per-supplier 2202.xxx and per-school
// 1122.xxx subjects are made when first needed (counterpartSubject in subjects.ts).

export interface ChartSubject {
  code: string;
  name: string;
  category: number;
  /** false for a subject with children (its balance is theirs) */
  leaf: boolean;
}

export const BOOK_KIND = { school: 1, supplier: 2 } as const;

/** 借 for assets (1) and costs (5), 贷 for the rest. */
export const directionOf = (category: number): 1 | -1 => (category === 1 || category === 5 ? 1 : -1);

export const SCHOOL_CHART: readonly ChartSubject[] = [
  { code: '1001', name: '库存现金', category: 1, leaf: true },
  { code: '1002', name: '银行存款', category: 1, leaf: true },
  { code: '1231', name: '应收补助款', category: 1, leaf: true },
  { code: '1403', name: '原材料', category: 1, leaf: false },
  { code: '1403.01', name: '主食', category: 1, leaf: true },
  { code: '1403.02', name: '副食', category: 1, leaf: true },
  { code: '1403.03', name: '调料', category: 1, leaf: true },
  { code: '2202', name: '应付账款', category: 2, leaf: false },
  { code: '2203', name: '预收伙食费', category: 2, leaf: true },
  { code: '4001', name: '伙食费收入', category: 4, leaf: true },
  { code: '5001', name: '主食成本', category: 5, leaf: true },
  { code: '5002', name: '副食成本', category: 5, leaf: true },
  { code: '5003', name: '调料成本', category: 5, leaf: true },
  { code: '5101', name: '其他支出', category: 5, leaf: true },
];

export const SUPPLIER_CHART: readonly ChartSubject[] = [
  { code: '1001', name: '库存现金', category: 1, leaf: true },
  { code: '1002', name: '银行存款', category: 1, leaf: true },
  { code: '1122', name: '应收账款', category: 1, leaf: false },
  { code: '1405', name: '库存商品', category: 1, leaf: true },
  { code: '2202', name: '应付账款', category: 2, leaf: true },
  { code: '6001', name: '主营业务收入', category: 4, leaf: true },
  { code: '6401', name: '主营业务成本', category: 5, leaf: true },
  { code: '6602', name: '管理费用', category: 5, leaf: true },
];

/** The subject the school's goods of each category (school_goods G0x) are kept on: 主食 the grain, 副食 the rest. */
export const GOODS_SUBJECT: Readonly<Record<string, string>> = {
  G01: '1403.01',
  G02: '1403.02',
  G03: '1403.02',
  G04: '1403.02',
  G05: '1403.02',
  G06: '1403.02',
};
/** Goods of a category not named above (seasonings, when the dictionary gains them). */
export const OTHER_GOODS_SUBJECT = '1403.03';

/** The parent of the per-supplier subjects on a school's book, and of the per-school ones on a supplier's. */
export const PAYABLE_PARENT = '2202';
export const RECEIVABLE_PARENT = '1122';

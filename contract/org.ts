// What the console and the reference server agree on about the organisation, as plain data with no imports: the
// category of a department (dept.dept_category).

/** 1 教育局/机构 · 2 学校 · 3 食堂 · 4 监管单位 · 5 银行 · 6 企业. A canteen hangs under its school. */
export const DEPT_CATEGORY = { agency: 1, school: 2, canteen: 3, supervisor: 4, bank: 5, company: 6 } as const;
export type DeptCategory = (typeof DEPT_CATEGORY)[keyof typeof DEPT_CATEGORY];

/** Every category, in the order the department form offers them. */
export const DEPT_CATEGORIES: readonly DeptCategory[] = Object.values(DEPT_CATEGORY);

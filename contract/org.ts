// What the console and the reference server agree on about the organisation tree, as plain data with no imports.

/** dept.dept_category of the two kinds of unit the domains act on: 2 a school, 3 a canteen (under its school). */
export const ORG_CATEGORY = { school: 2, canteen: 3 } as const;

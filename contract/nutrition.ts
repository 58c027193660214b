// 营养管理's vocabulary, shared by the server (server/modules/nutrition) and the console (src/domains/nutrition): the
// nutrients of a food per 100 g edible portion, those WS/T 554's 表1 sets a daily figure for, the food kinds and the
// standard's age groups.
export const NUTRIENTS = [
  'energy',
  'protein',
  'fat',
  'carbohydrate',
  'fibre',
  'calcium',
  'iron',
  'zinc',
  'vitaminA',
  'vitaminB1',
  'vitaminB2',
  'vitaminC',
  'sodium',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
/** The nutrients WS/T 554's 表1 sets a daily figure for. */
export const STANDARD_NUTRIENTS = ['energy', 'protein', 'fibre', 'calcium', 'iron', 'zinc', 'vitaminA', 'vitaminB1', 'vitaminB2', 'vitaminC'] as const;
export const FOOD_KINDS = ['grain', 'vegetable', 'fruit', 'meat', 'fish', 'egg', 'milk', 'soy', 'nut', 'oil'] as const;
export type FoodKind = (typeof FOOD_KINDS)[number];
export const AGE_GROUPS = ['6-8', '9-11', '12-14', '15-17'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

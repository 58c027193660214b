// The nutrition module's answers (zod schemas: the contract, docs/contract.md).
import { z } from 'zod';
import { FOOD_KINDS, NUTRIENTS, type Nutrient } from './arithmetic.ts';

const figure = z.union([z.number(), z.literal('Tr'), z.null()]).describe('per 100 g edible portion; "Tr" trace (0 in arithmetic); null not measured (缺失)');
export const Nutrients = z.object(Object.fromEntries(NUTRIENTS.map((key) => [key, figure])) as Record<Nutrient, typeof figure>);

export const Food = z.object({
  code: z.string(),
  name: z.string(),
  bookName: z.string(),
  bookGroup: z.string().describe('the book’s food group (食物类别)'),
  kind: z.enum(FOOD_KINDS),
  dark: z.boolean().describe('a dark-coloured vegetable (深色蔬菜)'),
  edible: z.number().nullable().describe('edible share, percent'),
  nutrients: Nutrients,
  source: z.string(),
  energyFlag: z.boolean().describe('energy disagrees with 4P+9F+4C by more than 15%: to check against the book'),
  revision: z.number().int(),
});

const Light = z.enum(['green', 'yellow', 'red', 'none']);
export const CheckOut = z.object({
  nutrient: z.string(),
  value: z.number(),
  target: z.number().nullable(),
  percent: z.number().nullable(),
  light: Light,
  missing: z.array(z.string()).describe('ingredients whose figure is not measured: the value leaves them out'),
});
const TotalOut = z.object({ nutrient: z.string(), value: z.number(), missing: z.array(z.string()) });
export const Evaluation = z.object({ score: z.number().int(), grade: z.enum(['优', '良', '中', '差']), reasons: z.array(z.string()) });
export const Analysis = z.object({
  ageGroup: z.string(),
  foodVersion: z.string(),
  standardVersion: z.string(),
  meals: z.array(z.number().int()),
  days: z.array(z.object({ day: z.number().int(), served: z.boolean(), totals: z.array(TotalOut), checks: z.array(CheckOut) })),
  week: z.object({ totals: z.array(TotalOut), checks: z.array(CheckOut) }),
  variety: z.object({
    meals: z.array(z.object({ day: z.number().int(), meal: z.number().int(), groups: z.array(z.string()), ok: z.boolean() })),
    days: z.array(z.object({ day: z.number().int(), vegetables: z.number().int(), darkShare: z.number().nullable() })),
  }),
  evaluation: Evaluation,
});

export const Dish = z.object({
  id: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  name: z.string(),
  cookingMethod: z.string(),
  ingredients: z.array(z.object({ foodCode: z.string(), foodName: z.string(), grams: z.number().int() })),
  energy: z.number().describe('kcal a serving (of the ingredients with the figure)'),
  protein: z.number(),
  missing: z.array(z.string()).describe('ingredients lacking a figure of the 13 nutrients'),
  version: z.number().int(),
});

export const RecipeRow = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  weekStart: z.string(),
  ageGroup: z.string(),
  status: z.number().int().describe('0 draft, 1 published, 2 replaced by a later published one'),
  publishedAt: z.string().nullable(),
  dishCount: z.number().int(),
  version: z.number().int(),
});
export const Recipe = RecipeRow.extend({
  items: z.array(z.object({ day: z.number().int(), meal: z.number().int(), dishes: z.array(z.object({ id: z.string(), name: z.string() })) })),
  analysis: Analysis,
});

// Builds server/modules/nutrition/data/foods.json — the product's food table — from a folder of the China Food
// Composition Tables (6th edition) as JSON, one file a food group: the machine transcription of the public repository
// Sanotsu/china-food-composition-data (folder `json_data_vision`). It picks the foods a school canteen buys most, each
// with its book code, edible share and the 13 nutrients the product uses per 100 g edible portion. Run it to check the
// copied file against the source: `./node_modules/.bin/node scripts/build-nutrition-foods.ts <sourceDir>`.
// The product reads only the copied file; this script is how it was made and how it is checked.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FOOD_PICKS } from '../server/modules/nutrition/data/food-picks.ts';

const source = process.argv[2];
if (!source) {
  console.error('usage: scripts/build-nutrition-foods.ts <folder of the tables’ JSON files (json_data_vision)>');
  process.exit(2);
}
const target = new URL('../server/modules/nutrition/data/foods.json', import.meta.url);

/** The book's column for each nutrient the product uses. */
const COLUMNS = {
  energy: 'energyKCal',
  protein: 'protein',
  fat: 'fat',
  carbohydrate: 'CHO',
  fibre: 'dietaryFiber',
  calcium: 'Ca',
  iron: 'Fe',
  zinc: 'Zn',
  vitaminA: 'vitaminA',
  vitaminB1: 'thiamin',
  vitaminB2: 'riboflavin',
  vitaminC: 'vitaminC',
  sodium: 'Na',
} as const;

type Raw = Record<string, string>;
const book = new Map<string, Raw & { group: string }>();
for (const file of readdirSync(source).filter((name) => name.endsWith('.json'))) {
  for (const row of JSON.parse(readFileSync(join(source, file), 'utf8')) as Raw[]) book.set(row.foodCode!, { ...row, group: file.replace(/\.json$/, '') });
}

/** A figure as printed: a number, 'Tr' (trace, kept as the string) or null (— or empty: not measured). */
const figure = (value: string | undefined): number | 'Tr' | null => {
  const text = (value ?? '').trim();
  if (text === 'Tr') return 'Tr';
  if (!text || /^[—–-]+$/.test(text)) return null;
  const number = Number(text.replace(/\*$/, '')); // 899* : a figure the book calculated
  return Number.isFinite(number) ? number : null;
};

const amount = (value: unknown) => (value === 'Tr' ? 0 : (value as number));
/**
 * 'disagrees' when the energy printed is more than 15% from protein × 4 + fat × 9 + carbohydrate × 4 and also from the
 * book's own rule, which counts fibre at 2 kcal (4P + 9F + 4(C − fibre) + 2 fibre): flagged for checking against the
 * book, never corrected. null when a figure is missing.
 */
function energyCheck(n: Record<string, unknown>): 'agrees' | 'disagrees' | null {
  if ([n.energy, n.protein, n.fat, n.carbohydrate].some((value) => value === null)) return null;
  const energy = amount(n.energy);
  const simple = 4 * amount(n.protein) + 9 * amount(n.fat) + 4 * amount(n.carbohydrate);
  const fibre = n.fibre === null ? 0 : amount(n.fibre);
  const book = simple - 2 * fibre;
  const off = (value: number) => Math.abs(value - energy) > 0.15 * Math.max(energy, 1);
  return off(simple) && off(book) ? 'disagrees' : 'agrees';
}

const foods = FOOD_PICKS.map(([code, kind, name, dark]) => {
  const row = book.get(code);
  if (!row) throw new Error(`${code} is not in the source`);
  const nutrients = Object.fromEntries(Object.entries(COLUMNS).map(([key, column]) => [key, figure(row[column])]));
  const edible = figure(row.edible);
  return {
    code,
    name: name ?? row.foodName!,
    bookName: row.foodName!,
    kind,
    dark: dark === true,
    bookGroup: row.group,
    edible: typeof edible === 'number' ? edible : null,
    nutrients,
    energyCheck: energyCheck(nutrients),
  };
});

const coverage = Object.fromEntries(
  Object.keys(COLUMNS).map((key) => [
    key,
    foods.filter((food) => typeof (food.nutrients as Record<string, unknown>)[key] === 'number' || (food.nutrients as Record<string, unknown>)[key] === 'Tr')
      .length,
  ]),
);
const file = {
  source: '《中国食物成分表标准版（第6版）》 能量和食物一般营养成分 (transcribed by Sanotsu/china-food-composition-data, json_data_vision, commit ca19461)',
  edition: '第6版',
  units: {
    energy: 'kcal',
    protein: 'g',
    fat: 'g',
    carbohydrate: 'g',
    fibre: 'g',
    calcium: 'mg',
    iron: 'mg',
    zinc: 'mg',
    vitaminA: 'μgRAE',
    vitaminB1: 'mg',
    vitaminB2: 'mg',
    vitaminC: 'mg',
    sodium: 'mg',
  },
  notes:
    'Per 100 g edible portion. "Tr" (trace) is kept as printed and counts as 0 only in arithmetic; null is not measured (— or empty) and is shown as 缺失, never computed as zero.',
  count: foods.length,
  flagged: foods.filter((food) => food.energyCheck === 'disagrees').map((food) => food.code),
  coverage,
  foods,
};
writeFileSync(target, `${JSON.stringify(file, null, 1)}\n`);
console.log(`${foods.length} foods; coverage per nutrient (n of ${foods.length}):`, coverage);

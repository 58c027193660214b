// The food table and the standard a tenant computes with: the product's data files (data/foods.json — 《中国食物成分表
// 标准版（第6版）》; data/standards.json — WS/T 554-2017) with the district's revisions (migration 051) laid over them,
// the latest revision of a food winning. Each answer names its version (第6版 · 修订 n; WS/T 554-2017 · 修订 n), which a
// published week keeps and a report shows.
import { readFileSync } from 'node:fs';
import type { Queryable } from '../../platform/db/database.ts';
import { sql } from '../../platform/db/sql.ts';
import type { AgeGroup, DailyStandard, Figure, Food, FoodKind, Nutrient } from './arithmetic.ts';

interface FoodFileRow {
  code: string;
  name: string;
  bookName: string;
  kind: FoodKind;
  dark: boolean;
  bookGroup: string;
  edible: number | null;
  nutrients: Record<Nutrient, Figure>;
  energyCheck: 'agrees' | 'disagrees' | null;
}
export interface FoodRow extends Food {
  bookName: string;
  bookGroup: string;
  /** 《中国食物成分表标准版（第6版）》 with the food code, or the district's revision. */
  source: string;
  /** The book's energy disagrees with its protein, fat and carbohydrate by more than 15%: to check against the book. */
  energyFlag: boolean;
  /** The district's revision of it (0: as the book prints it). */
  revision: number;
}

const read = (name: string) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));

export const BOOK = '《中国食物成分表标准版（第6版）》';

interface Files {
  foods: FoodRow[];
  standard: { standard: string; daily: Record<AgeGroup, DailyStandard>; sources: Record<string, string> };
}
let files: Files | undefined;
/** The data files, read when first needed (not when the module is imported: the ledgers import it for 留样). */
function data(): Files {
  if (files) return files;
  const foodFile = read('foods.json') as { source: string; edition: string; foods: FoodFileRow[] };
  const foods = foodFile.foods.map((food) => ({
    code: food.code,
    name: food.name,
    bookName: food.bookName,
    bookGroup: food.bookGroup,
    kind: food.kind,
    dark: food.dark,
    edible: food.edible,
    nutrients: food.nutrients,
    source: `${BOOK} 食物编码 ${food.code}`,
    energyFlag: food.energyCheck === 'disagrees',
    revision: 0,
  }));
  files = { foods, standard: read('standards.json') as Files['standard'] };
  return files;
}

/** The standard's name (WS/T 554-2017 学生餐营养指南) and the sources of its figures. */
export const standardName = () => data().standard.standard;
export const standardSources = () => data().standard.sources;

export interface FoodTable {
  foods: Map<string, FoodRow>;
  revision: number;
  version: string;
}

export const foodVersion = (revision: number) => `${BOOK} · 修订 ${revision}`;
export const standardVersion = (revision: number) => `${standardName()} · 修订 ${revision}`;

/** The tenant's food table: the book's foods and the district's latest revision (up to `upTo`) of each it revised or added. */
export async function foodTable(db: Queryable, tenantId: string, upTo: number | null = null): Promise<FoodTable> {
  const { rows } = await db.query<{
    code: string;
    name: string;
    kind: FoodKind;
    dark: boolean;
    edible: string | null;
    nutrients: Record<Nutrient, Figure>;
    revision: number;
    reason: string;
  }>(
    sql`SELECT DISTINCT ON (code) code, name, kind, dark, edible::text, nutrients, revision, reason
          FROM nutrition_food_revision WHERE tenant_id = ${tenantId} AND (${upTo}::int IS NULL OR revision <= ${upTo})
         ORDER BY code, revision DESC`,
  );
  const foods = new Map(data().foods.map((food) => [food.code, food]));
  let revision = upTo ?? 0;
  for (const row of rows) {
    const book = foods.get(row.code);
    foods.set(row.code, {
      code: row.code,
      name: row.name,
      bookName: book?.bookName ?? '',
      bookGroup: book?.bookGroup ?? '',
      kind: row.kind,
      dark: row.dark,
      edible: row.edible === null ? null : Number(row.edible),
      nutrients: row.nutrients,
      source: `区县修订 ${row.revision}：${row.reason}${book ? `（原 ${book.source}）` : ''}`,
      energyFlag: false,
      revision: row.revision,
    });
  }
  if (upTo === null)
    revision = (await db.query<{ n: number }>(sql`SELECT COALESCE(max(revision), 0)::int AS n FROM nutrition_food_revision WHERE tenant_id = ${tenantId}`))
      .rows[0]!.n;
  return { foods, revision, version: foodVersion(revision) };
}

export interface StandardTable {
  daily: Record<AgeGroup, DailyStandard>;
  revision: number;
  version: string;
}

/** The tenant's standard: WS/T 554's figures, or the district's latest revision (up to `upTo`) of them. */
export async function standardTable(db: Queryable, tenantId: string, upTo: number | null = null): Promise<StandardTable> {
  const { rows } = await db.query<{ daily: Record<AgeGroup, DailyStandard>; revision: number }>(
    sql`SELECT daily, revision FROM nutrition_standard_revision WHERE tenant_id = ${tenantId} AND (${upTo}::int IS NULL OR revision <= ${upTo})
         ORDER BY revision DESC LIMIT 1`,
  );
  const revision = rows[0]?.revision ?? 0;
  return { daily: rows[0]?.daily ?? data().standard.daily, revision, version: standardVersion(revision) };
}

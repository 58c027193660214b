// Demo data for 营养管理 and 营养分析: each demo school's 菜品库 — the dishes its canteens' 加工记录 name (with their
// ingredients in grams a serving) and more of a school kitchen's usual ones — and, for the two demo canteens, the
// published weeks of the last four weeks and this one: each day's dishes are the day's 加工记录 (so 留样's expectation
// is the same), a day still to come this week those of the same weekday a week before. 加工记录 is linked to the
// dishes. Written in SQL over the days.
import type pg from 'pg';
import { sql } from '../platform/db/sql.ts';
import { APP_TODAY, fromZoned } from '../platform/db/zoned.ts';
import { WORK_PERSONNEL_CANTEENS } from './work-personnel-seed.ts';

/** name, cooking method, [food code, grams a serving]… (foods of server/modules/nutrition/data/foods.json) */
const DISHES: [string, string, [string, number][]][] = [
  ['米饭', '蒸', [['012101', 100]]],
  [
    '杂粮饭',
    '蒸',
    [
      ['012101', 80],
      ['015101', 20],
    ],
  ],
  ['小米粥', '煮', [['015101', 25]]],
  [
    '鸡蛋饼',
    '煎',
    [
      ['011201x', 50],
      ['111101x', 30],
      ['044205', 5],
      ['192004', 5],
    ],
  ],
  [
    '肉包子',
    '蒸',
    [
      ['011201x', 60],
      ['081101x', 25],
      ['045101x', 20],
      ['192004', 3],
    ],
  ],
  [
    '花卷',
    '蒸',
    [
      ['011201x', 60],
      ['044205', 3],
      ['192004', 3],
    ],
  ],
  ['豆浆', '煮', [['031405', 200]]],
  ['白煮蛋', '煮', [['111101x', 50]]],
  [
    '红烧鸡块',
    '烧',
    [
      ['091113', 60],
      ['021101', 30],
      ['041201', 15],
      ['192004', 5],
    ],
  ],
  [
    '番茄炒蛋',
    '炒',
    [
      ['043119', 80],
      ['111101x', 40],
      ['192004', 5],
    ],
  ],
  [
    '清炒时蔬',
    '炒',
    [
      ['045125', 100],
      ['044101', 3],
      ['192004', 5],
    ],
  ],
  [
    '土豆烧牛肉',
    '烧',
    [
      ['082101x', 40],
      ['021101', 60],
      ['041201', 15],
      ['192004', 5],
    ],
  ],
  [
    '麻婆豆腐',
    '烧',
    [
      ['031306', 80],
      ['081101x', 10],
      ['192004', 5],
    ],
  ],
  [
    '鱼香肉丝',
    '炒',
    [
      ['081129', 40],
      ['043123', 30],
      ['041201', 20],
      ['051014', 15],
      ['192004', 6],
    ],
  ],
  [
    '紫菜蛋花汤',
    '煮',
    [
      ['052008', 2],
      ['111101x', 15],
      ['043119', 20],
    ],
  ],
  [
    '西兰花炒虾仁',
    '炒',
    [
      ['045217', 80],
      ['122121', 40],
      ['192004', 5],
    ],
  ],
  [
    '清蒸鲈鱼',
    '蒸',
    [
      ['121226', 80],
      ['047301', 3],
      ['044205', 3],
    ],
  ],
  [
    '蒜蓉西兰花',
    '炒',
    [
      ['045217', 120],
      ['044101', 5],
      ['192004', 5],
    ],
  ],
  [
    '肉末茄子',
    '烧',
    [
      ['043101x', 120],
      ['081101x', 20],
      ['192004', 8],
    ],
  ],
  [
    '冬瓜排骨汤',
    '炖',
    [
      ['043221', 80],
      ['081131', 40],
    ],
  ],
  [
    '胡萝卜炒肉丝',
    '炒',
    [
      ['041201', 80],
      ['081129', 30],
      ['192004', 5],
    ],
  ],
  [
    '香菇青菜',
    '炒',
    [
      ['045120', 100],
      ['051019', 20],
      ['192004', 5],
    ],
  ],
  [
    '凉拌黄瓜',
    '拌',
    [
      ['043208', 100],
      ['192017', 3],
    ],
  ],
  ['蒸南瓜', '蒸', [['043213', 120]]],
  ['鸡蛋羹', '蒸', [['111101x', 50]]],
  [
    '玉米发糕',
    '蒸',
    [
      ['013109', 30],
      ['011201x', 30],
    ],
  ],
  ['蒸红薯', '蒸', [['021205', 100]]],
  ['纯牛奶', '', [['101101x', 200]]],
  ['酸奶', '', [['103001x', 100]]],
  ['苹果', '', [['061101x', 150]]],
  ['香蕉', '', [['065033', 120]]],
  ['橙子', '', [['064101', 150]]],
];

export async function seedNutrition(client: pg.PoolClient): Promise<void> {
  const canteens = [WORK_PERSONNEL_CANTEENS.canteen1, WORK_PERSONNEL_CANTEENS.canteen2a];
  const rows = DISHES.flatMap(([name, method, ingredients]) =>
    ingredients.map(([code, grams], index) => sql`(${name}::text, ${method}::text, ${index + 1}::int, ${code}::text, ${grams}::int)`),
  );
  // every school of the demo canteens, and every school with 加工记录, gets the library
  await client.query(
    sql`WITH schools AS (SELECT DISTINCT c.tenant_id, c.parent_id AS school_id FROM dept c WHERE c.id = ANY(${canteens}::bigint[])
                         UNION SELECT DISTINCT tenant_id, school_id FROM ledger_processing),
             lib (name, method, line, code, grams) AS (VALUES ${sql.join(rows)})
        INSERT INTO nutrition_dish (tenant_id, school_id, name, cooking_method)
        SELECT s.tenant_id, s.school_id, l.name, l.method FROM schools s CROSS JOIN (SELECT DISTINCT name, method FROM lib) l
        ON CONFLICT (school_id, name) WHERE is_deleted = 0 DO UPDATE SET cooking_method = EXCLUDED.cooking_method`,
  );
  await client.query(
    sql`WITH lib (name, method, line, code, grams) AS (VALUES ${sql.join(rows)})
        INSERT INTO nutrition_dish_ingredient (dish_id, line_no, food_code, grams)
        SELECT d.id, l.line, l.code, l.grams FROM nutrition_dish d JOIN lib l ON l.name = d.name WHERE d.is_deleted = 0
        ON CONFLICT DO NOTHING`,
  );
  await client.query(
    sql`UPDATE ledger_processing p SET dish_id = d.id FROM nutrition_dish d WHERE d.school_id = p.school_id AND d.name = p.dish AND d.is_deleted = 0 AND p.dish_id IS NULL`,
  );

  // the weeks: four before this one, and this one; 9–11-year-olds (a primary school's middle years)
  const monday = sql`date_trunc('week', ${APP_TODAY})::date`;
  await client.query(
    sql`INSERT INTO nutrition_recipe (tenant_id, school_id, canteen_id, week_start, age_group, status, food_revision, standard_revision, published_at, publish_user_name)
        SELECT c.tenant_id, c.parent_id, c.id, ${monday} - 7 * w, '9-11', 1, 0, 0, ${fromZoned(sql`(${monday} - 7 * w - 3) + time '16:00'`)}, '食堂管理员'
          FROM dept c CROSS JOIN generate_series(0, 4) w WHERE c.id = ANY(${canteens}::bigint[])`,
  );
  // each served day's dishes: the day's 加工记录, or (a day still to come) the same weekday's a week before
  await client.query(
    sql`WITH cooked AS (
          SELECT DISTINCT p.canteen_id, p.record_date, p.meal, p.dish_id FROM ledger_processing p
           WHERE p.canteen_id = ANY(${canteens}::bigint[]) AND p.state = 1 AND p.dish_id IS NOT NULL AND p.record_date >= ${monday} - 28)
        INSERT INTO nutrition_recipe_item (recipe_id, day, meal, line_no, dish_id)
        SELECT r.id, x.day, x.meal, row_number() OVER (PARTITION BY r.id, x.day, x.meal ORDER BY x.dish_id), x.dish_id
          FROM nutrition_recipe r
          CROSS JOIN LATERAL (
            SELECT (k.record_date - r.week_start)::int AS day, k.meal, k.dish_id FROM cooked k
             WHERE k.canteen_id = r.canteen_id AND k.record_date BETWEEN r.week_start AND r.week_start + 6
            UNION
            SELECT (k.record_date + 7 - r.week_start)::int, k.meal, k.dish_id FROM cooked k
             WHERE r.week_start = ${monday} AND k.canteen_id = r.canteen_id AND k.record_date + 7 > ${APP_TODAY}
               AND k.record_date BETWEEN r.week_start - 7 AND r.week_start - 1) x
         WHERE r.canteen_id = ANY(${canteens}::bigint[]) AND r.status = 1`,
  );
}

// 供餐计划 (/api/shian/meal-supply/plan): the diners of each class of the school for 早餐, 午餐 and 晚餐 of a day — the
// classes are its students' (系统人员), with their headcount; an order with no quantity takes the day's meal total.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AppContext } from '../../../platform/context.ts';
import { transaction } from '../../../platform/db/database.ts';
import { sql } from '../../../platform/db/sql.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { isDay, text } from '../../../platform/http/fields.ts';
import { Plan } from '../answers.ts';
import { keeperScope } from '../scope.ts';

const date = text('请选择日期', 10).refine(isDay, '日期格式应为 YYYY-MM-DD');
const diners = z
  .number({ error: '人数须为 0–10000 的整数' })
  .int('人数须为 0–10000 的整数')
  .min(0, '人数须为 0–10000 的整数')
  .max(10000, '人数须为 0–10000 的整数');
const SaveInput = z.object({
  date,
  rows: z
    .array(z.object({ className: text('请输入班级', 50), diners: z.array(diners.nullable()).length(3, '每个班级须有早餐、午餐、晚餐三项') }))
    .max(300, '一次最多保存 300 个班级'),
});

export function planRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const tags = ['meal-supply'];
  const base = '/api/shian/meal-supply/plan';

  const planOf = async (schoolId: string, day: string) => {
    const { rows } = await db.query<{ className: string; students: number; diners: (number | null)[] }>(
      sql`WITH classes AS (
            SELECT class_name, count(*)::int AS students FROM sys_personnel
             WHERE school_id = ${schoolId} AND type = 2 AND status = 1 AND is_deleted = 0 AND class_name <> '' GROUP BY class_name
            UNION SELECT class_name, 0 FROM meal_plan WHERE school_id = ${schoolId} AND meal_date = ${day}::date
          )
          SELECT c.class_name AS "className", max(c.students)::int AS students,
                 ARRAY[(SELECT diners FROM meal_plan p WHERE p.school_id = ${schoolId} AND p.meal_date = ${day}::date AND p.meal = 1 AND p.class_name = c.class_name),
                       (SELECT diners FROM meal_plan p WHERE p.school_id = ${schoolId} AND p.meal_date = ${day}::date AND p.meal = 2 AND p.class_name = c.class_name),
                       (SELECT diners FROM meal_plan p WHERE p.school_id = ${schoolId} AND p.meal_date = ${day}::date AND p.meal = 3 AND p.class_name = c.class_name)] AS diners
            FROM classes c GROUP BY c.class_name ORDER BY c.class_name`,
    );
    const totals = [0, 1, 2].map((meal) => rows.reduce((sum, row) => sum + (row.diners[meal] ?? 0), 0));
    return { date: day, rows, totals };
  };

  app.get(
    `${base}`,
    { schema: { tags, summary: 'The school’s meal plan of a day by class: ?date=YYYY-MM-DD', querystring: z.object({ date }), response: answers(Plan) } },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      return ok(await planOf(scope.schoolId, request.query.date));
    },
  );

  app.post(
    `${base}/save`,
    {
      schema: {
        tags,
        summary: 'Saves a day’s plan: date, rows of className and diners [早餐, 午餐, 晚餐] (null: none planned)',
        body: SaveInput,
        response: answers(Plan),
      },
    },
    async (request) => {
      const scope = await keeperScope(db, await authenticate(ctx, request));
      const { date: day, rows } = request.body;
      await transaction(db, async (tx) => {
        for (const row of rows) {
          for (const meal of [1, 2, 3]) {
            const value = row.diners[meal - 1];
            if (value === null || value === undefined)
              await tx.query(
                sql`DELETE FROM meal_plan WHERE school_id = ${scope.schoolId} AND meal_date = ${day}::date AND meal = ${meal} AND class_name = ${row.className}`,
              );
            else
              await tx.query(
                sql`INSERT INTO meal_plan (tenant_id, school_id, meal_date, meal, class_name, diners, update_user)
                    VALUES (${scope.actor.tenantId}, ${scope.schoolId}, ${day}::date, ${meal}, ${row.className}, ${value}, ${scope.actor.userId})
                    ON CONFLICT (school_id, meal_date, meal, class_name) DO UPDATE SET diners = excluded.diners, update_user = excluded.update_user, update_time = now()`,
              );
          }
        }
      });
      return ok(await planOf(scope.schoolId, day));
    },
  );
}

// GET /api/rabbit-desk/home/supplier and /home/education: everything 供应商待办 / 供应商首页 and 监管待办 / 教育局首页 show,
// in one call, in the caller's reach; each part computed on its own (parts.ts), a failing one null and the rest shown.
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../../platform/auth/guard.ts';
import { scopeFor } from '../../../platform/access/scope.ts';
import type { AppContext } from '../../../platform/context.ts';
import { answers } from '../../../platform/http/answers.ts';
import { forbidden, ok } from '../../../platform/http/envelope.ts';
import { cachedTodoSummary } from '../../../platform/todo/registry.ts';
import { supplierTenders } from '../../bidding/index.ts';
import { catchUpKitchen } from '../../kitchen/index.ts';
import { qualificationState } from '../../supplier/index.ts';
import { supplierMonthlySales, supplierOrders } from '../../supply/index.ts';
import { EducationHome, SupplierHome } from '../answers.ts';
import { schoolsToday, schoolWarnings } from '../education.ts';
import { settleParts } from '../parts.ts';

const supervisorScope = scopeFor('home.supervise');

export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;
  const tags = ['homes'];

  app.get(
    '/api/rabbit-desk/home/supplier',
    {
      schema: {
        tags,
        summary: "供应商待办 and 供应商首页: the supplier's to-do items, tenders, orders, qualifications and sales of this year, its own company only",
        description: 'Supplier accounts only (403 for staff). A part that failed or overran its budget is null and named in `unavailable`.',
        response: answers(SupplierHome),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      if (claims.kind !== 'supplier') throw forbidden();
      const log = request.log;
      return ok(
        await settleParts(
          {
            todo: () => cachedTodoSummary(db, claims, { log }),
            tenders: () => supplierTenders(db, claims),
            orders: () => supplierOrders(db, claims),
            qualifications: () => qualificationState(db, claims),
            sales: () => supplierMonthlySales(db, claims),
          },
          { log },
        ),
      );
    },
  );

  app.get(
    '/api/rabbit-desk/home/education',
    {
      schema: {
        tags,
        summary: '监管待办 and 教育局首页: the supervisor’s to-do items, each school’s warnings and today’s figures, over the schools of its reach',
        description:
          'education (its schools), 纪委 and 市场监管 (the tenant’s); others 403. warnings and today: one row per school of the reach, in the tree’s order. ' +
          'A part that failed or overran its budget is null and named in `unavailable`.',
        response: answers(EducationHome),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const scope = await supervisorScope(db, claims);
      const log = request.log;
      // the kitchen cameras' events due by the app clock, as 明厨亮灶告警's list writes them first; without them the rest still shows
      await catchUpKitchen(db).catch((error: unknown) => log.warn({ err: error }, 'kitchen events not caught up'));
      return ok(
        await settleParts(
          {
            todo: () => cachedTodoSummary(db, claims, { log }),
            warnings: () => schoolWarnings(db, scope),
            today: () => schoolsToday(db, scope),
          },
          { log },
        ),
      );
    },
  );
}

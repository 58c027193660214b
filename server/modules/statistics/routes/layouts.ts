// Big-screen layouts saved per signed-in subject and screen (docs/big-screen.md#layout): so an arrangement follows
// the user to another machine. Every item is checked; a bad payload changes nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../../platform/auth/guard.ts';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict } from '../../../platform/http/crud-errors.ts';
import { answers } from '../../../platform/http/answers.ts';
import { ApiError, ok } from '../../../platform/http/envelope.ts';
import { version } from '../../../platform/http/fields.ts';
import { sql } from '../../../platform/db/sql.ts';
import { TIME } from '../../../platform/db/zoned.ts';
import { SavedLayout } from '../answers.ts';

export const SCREENS = ['kitchen', 'trace', 'rice', 'frozen', 'cost', 'meal'] as const;
const COLS = 24;
const MAX_ROWS = 200;
const MAX_ITEMS = 40;
const SCHEMA_VERSION = 1;
export const LAYOUT_CHANGED = '布局已在其他窗口或设备上修改';

const KEY = /^[A-Za-z0-9_-]{1,40}$/;
const invalid = (reason: string) => `布局格式不正确：${reason}`;
const isInt = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;
const UNSUPPORTED = invalid('不支持的布局版本');
const PANEL_COUNT = invalid(`需要 1–${MAX_ITEMS} 个面板`);
const BAD_KEY = invalid('面板标识不正确');

/**
 * The panels are checked one after the other, each wholly before the next (key, unique, whole numbers, inside
 * the grid), so a payload is refused with its first defect, which names the panel: messages a field's own
 * schema cannot build, hence one refinement over the list. The typed schema below describes the same rules.
 */
function checkPanels(layout: unknown, issues: z.RefinementCtx) {
  if (!Array.isArray(layout) || layout.length === 0 || layout.length > MAX_ITEMS) return issues.addIssue({ code: 'custom', message: PANEL_COUNT });
  const seen = new Set<string>();
  for (const [index, raw] of layout.entries()) {
    const defect = (message: string) => issues.addIssue({ code: 'custom', path: [index], message: invalid(message) });
    const { i, x, y, w, h } = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (typeof i !== 'string' || !KEY.test(i)) return defect('面板标识不正确');
    if (seen.has(i)) return defect(`面板 ${i} 重复`);
    seen.add(i);
    if (!isInt(x, 0) || !isInt(y, 0) || !isInt(w, 1) || !isInt(h, 1)) return defect(`面板 ${i} 的位置或尺寸不是有效的整数`);
    if ((x as number) + (w as number) > COLS || (y as number) + (h as number) > MAX_ROWS) return defect(`面板 ${i} 超出网格`);
  }
}

const Panel = z.object(
  {
    i: z.string().regex(KEY, BAD_KEY).describe('panel key, unique in the layout'),
    x: z.int().min(0).describe(`column; x + w ≤ ${COLS}`),
    y: z.int().min(0).describe(`row; y + h ≤ ${MAX_ROWS}`),
    w: z.int().min(1),
    h: z.int().min(1),
  },
  { error: BAD_KEY },
);

/** A PUT body: other keys, of the body and of each panel, are dropped. */
const LayoutBody = z.object(
  {
    schemaVersion: z.literal(SCHEMA_VERSION, { error: UNSUPPORTED }),
    layout: z.preprocess(
      (layout, issues) => {
        checkPanels(layout, issues);
        return layout;
      },
      z.array(Panel).min(1, PANEL_COUNT).max(MAX_ITEMS, PANEL_COUNT),
    ),
    version: version().describe("the saved layout's version the wall loaded, 0 when none was saved"),
  },
  { error: UNSUPPORTED },
);

const ScreenParams = z.object({ screen: z.enum(SCREENS).describe('404 `未知的统计页面` otherwise') });

/** An unknown screen is a 404, answered before the request is validated (a 400 would point at the body). */
async function knownScreen(request: FastifyRequest<{ Params: { screen: string } }>) {
  const { screen } = request.params;
  if (!(SCREENS as readonly string[]).includes(screen)) throw new ApiError(404, '未知的统计页面');
}

/** The caller's saved layout of a screen. */
const saved = (claims: AccessClaims, screen: string) => sql`SELECT schema_version AS "schemaVersion", layout, version, ${TIME('update_time')} AS "updateTime"
  FROM bigscreen_layout WHERE subject_kind = ${claims.kind} AND subject_id = ${claims.subjectId} AND screen = ${screen} AND tenant_id = ${claims.tenantId}`;

export function bigscreenLayoutRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db.pool;
  const path = '/api/shian/bigscreen/layout/:screen';
  const tags = ['statistics'];

  app.get(
    path,
    {
      preValidation: knownScreen,
      schema: {
        tags,
        params: ScreenParams,
        summary: "The caller's saved layout of a statistics screen: { schemaVersion, layout, version, updateTime } or null",
        response: answers(SavedLayout.nullable()),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { rows } = await db.query(saved(claims, request.params.screen));
      return ok(rows[0] ?? null);
    },
  );

  app.put(
    path,
    {
      preValidation: knownScreen,
      schema: {
        tags,
        params: ScreenParams,
        body: LayoutBody,
        summary: "Saves the caller's layout of a statistics screen, checked against the version it was loaded at (the version grows with each save)",
        description:
          'Body `{ schemaVersion: 1, version, layout: [{ i, x, y, w, h }] }` on a 24-column grid; 1–40 unique panels; other keys are dropped; 400 `布局格式不正确：…` otherwise. ' +
          "`version` is the saved layout's version the wall loaded, 0 when none was saved: 409 `布局已在其他窗口或设备上修改` when another save came first.",
        response: answers(SavedLayout),
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const screen = request.params.screen;
      const { layout, version } = request.body;
      // version 0: the first save (none saved yet); otherwise the version the wall loaded. Another window
      // or machine that saved since makes this a 409, never a silent overwrite.
      const { rowCount } =
        version === 0
          ? await db.query(
              sql`INSERT INTO bigscreen_layout (subject_kind, subject_id, screen, tenant_id, schema_version, layout)
               VALUES (${claims.kind}, ${claims.subjectId}, ${screen}, ${claims.tenantId}, ${SCHEMA_VERSION}, ${JSON.stringify(layout)})
               ON CONFLICT (subject_kind, subject_id, screen) DO NOTHING`,
            )
          : await db.query(
              sql`UPDATE bigscreen_layout SET layout = ${JSON.stringify(layout)}, schema_version = ${SCHEMA_VERSION}, version = version + 1, update_time = now()
                WHERE subject_kind = ${claims.kind} AND subject_id = ${claims.subjectId} AND screen = ${screen} AND tenant_id = ${claims.tenantId} AND version = ${version}`,
            );
      if (!rowCount) throw conflict(LAYOUT_CHANGED);
      const { rows } = await db.query(saved(claims, screen));
      return ok(rows[0]);
    },
  );

  app.delete(
    path,
    {
      preValidation: knownScreen,
      schema: { tags, params: ScreenParams, summary: "Resets the caller's layout of a statistics screen to the default", response: answers(z.literal(true)) },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await db.query(
        sql`DELETE FROM bigscreen_layout WHERE subject_kind = ${claims.kind} AND subject_id = ${claims.subjectId} AND screen = ${request.params.screen} AND tenant_id = ${claims.tenantId}`,
      );
      return ok(true);
    },
  );
}

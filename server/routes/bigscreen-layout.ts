// Big-screen layouts saved per signed-in subject and screen (docs/big-screen.md#layout): so an arrangement follows
// the user to another machine. Every item is checked; a bad payload changes nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { asBody, versionOf } from '../crud/body.ts';
import { conflict } from '../crud/errors.ts';
import { ApiError, badRequest, ok } from '../http/envelope.ts';
import { documentOnly } from '../http/document-only.ts';

export const SCREENS = ['kitchen', 'trace', 'rice', 'frozen', 'cost', 'meal'] as const;
const COLS = 24;
const MAX_ROWS = 200;
const MAX_ITEMS = 40;
const SCHEMA_VERSION = 1;
export const LAYOUT_CHANGED = '布局已在其他窗口或设备上修改';

interface Item {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const invalid = (reason: string) => badRequest(`布局格式不正确：${reason}`);
const isInt = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;

/** The layout of a PUT body, or a 400 naming the first defect. */
export function readLayout(body: unknown): Item[] {
  const { schemaVersion, layout } = (body && typeof body === 'object' ? body : {}) as { schemaVersion?: unknown; layout?: unknown };
  if (schemaVersion !== SCHEMA_VERSION) throw invalid('不支持的布局版本');
  if (!Array.isArray(layout) || layout.length === 0 || layout.length > MAX_ITEMS) throw invalid(`需要 1–${MAX_ITEMS} 个面板`);
  const seen = new Set<string>();
  return layout.map((raw: unknown) => {
    const { i, x, y, w, h } = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (typeof i !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(i)) throw invalid('面板标识不正确');
    if (seen.has(i)) throw invalid(`面板 ${i} 重复`);
    seen.add(i);
    if (!isInt(x, 0) || !isInt(y, 0) || !isInt(w, 1) || !isInt(h, 1)) throw invalid(`面板 ${i} 的位置或尺寸不是有效的整数`);
    if ((x as number) + (w as number) > COLS || (y as number) + (h as number) > MAX_ROWS) throw invalid(`面板 ${i} 超出网格`);
    return { i, x: x as number, y: y as number, w: w as number, h: h as number };
  });
}

const screenOf = (request: FastifyRequest) => {
  const { screen } = request.params as { screen: string };
  if (!(SCREENS as readonly string[]).includes(screen)) throw new ApiError(404, '未知的统计页面');
  return screen;
};

const params = { type: 'object', properties: { screen: { type: 'string', enum: SCREENS, description: '404 `未知的统计页面` otherwise' } } } as const;
const ITEM = {
  type: 'object',
  required: ['i', 'x', 'y', 'w', 'h'],
  properties: {
    i: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$', description: 'panel key, unique in the layout' },
    x: { type: 'integer', minimum: 0, description: 'column; x + w ≤ 24' },
    y: { type: 'integer', minimum: 0, description: 'row; y + h ≤ 200' },
    w: { type: 'integer', minimum: 1 },
    h: { type: 'integer', minimum: 1 },
  },
} as const;
const BODY = {
  type: 'object',
  required: ['schemaVersion', 'version', 'layout'],
  properties: {
    schemaVersion: { type: 'integer', enum: [SCHEMA_VERSION] },
    version: { type: 'integer', minimum: 0 },
    layout: { type: 'array', minItems: 1, maxItems: MAX_ITEMS, items: ITEM },
  },
} as const;
/** Documentation only: readLayout checks the payload, with the Chinese reason of each refusal. */
const SELECT = `SELECT schema_version AS "schemaVersion", layout, version,
                       to_char(update_time AT TIME ZONE current_setting('shian.time_zone'), 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
                  FROM bigscreen_layout WHERE subject_kind = $1 AND subject_id = $2 AND screen = $3 AND tenant_id = $4`;

export function bigscreenLayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.pool;
  const path = '/api/shian/bigscreen/layout/:screen';
  const tags = ['statistics'];

  app.get(
    path,
    {
      validatorCompiler: documentOnly,
      schema: { tags, params, summary: "The caller's saved layout of a statistics screen: { schemaVersion, layout, version, updateTime } or null" },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const { rows } = await db.query(SELECT, [claims.kind, claims.subjectId, screenOf(request), claims.tenantId]);
      return ok(rows[0] ?? null);
    },
  );

  app.put(
    path,
    {
      validatorCompiler: documentOnly,
      schema: {
        tags,
        params,
        body: BODY,
        summary: "Saves the caller's layout of a statistics screen, checked against the version it was loaded at (the version grows with each save)",
        description:
          'Body `{ schemaVersion: 1, version, layout: [{ i, x, y, w, h }] }` on a 24-column grid; 1–40 unique panels; other keys are dropped; 400 `布局格式不正确：…` otherwise. ' +
          "`version` is the saved layout's version the wall loaded, 0 when none was saved: 409 `布局已在其他窗口或设备上修改` when another save came first.",
      },
    },
    async (request) => {
      const claims = await authenticate(ctx, request);
      const screen = screenOf(request);
      const layout = readLayout(request.body);
      const version = versionOf(asBody(request.body));
      const key = [claims.kind, claims.subjectId, screen];
      // version 0: the first save (none saved yet); otherwise the version the wall loaded. Another window
      // or machine that saved since makes this a 409, never a silent overwrite.
      const { rowCount } =
        version === 0
          ? await db.query(
              `INSERT INTO bigscreen_layout (subject_kind, subject_id, screen, tenant_id, schema_version, layout)
               VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (subject_kind, subject_id, screen) DO NOTHING`,
              [...key, claims.tenantId, SCHEMA_VERSION, JSON.stringify(layout)],
            )
          : await db.query(
              `UPDATE bigscreen_layout SET layout = $6, schema_version = $5, version = version + 1, update_time = now()
                WHERE subject_kind = $1 AND subject_id = $2 AND screen = $3 AND tenant_id = $4 AND version = $7`,
              [...key, claims.tenantId, SCHEMA_VERSION, JSON.stringify(layout), version],
            );
      if (!rowCount) throw conflict(LAYOUT_CHANGED);
      const { rows } = await db.query(SELECT, [claims.kind, claims.subjectId, screen, claims.tenantId]);
      return ok(rows[0]);
    },
  );

  app.delete(
    path,
    { validatorCompiler: documentOnly, schema: { tags, params, summary: "Resets the caller's layout of a statistics screen to the default" } },
    async (request) => {
      const claims = await authenticate(ctx, request);
      await db.query('DELETE FROM bigscreen_layout WHERE subject_kind = $1 AND subject_id = $2 AND screen = $3 AND tenant_id = $4', [
        claims.kind,
        claims.subjectId,
        screenOf(request),
        claims.tenantId,
      ]);
      return ok(true);
    },
  );
}

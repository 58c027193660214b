// What the statistics routes answer (server/platform/http/answers.ts): the figures of a wall screen, and the
// caller's saved layout of one.
import { z } from 'zod';

/** Values over categories (the client's Series): a chart's lines or bars. */
const Series = z.object({
  categories: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), values: z.array(z.number().nullable()) })),
});
/** Named values (the client's Pairs): a ranking, a pie. */
const Pairs = z.object({ items: z.array(z.object({ name: z.string(), value: z.number() })) });
/** The camera wall of 明厨亮灶. */
const Cameras = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), canteen: z.string(), online: z.boolean(), lastSeen: z.string() })),
});
/** Rows a panel lists as a table (明厨亮灶's 今日台账). */
const Rows = z.object({ items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))) });
/** The supplier → canteen flow of 食材溯源. */
const Flow = z.object({
  nodes: z.array(z.object({ name: z.string() })),
  links: z.array(z.object({ source: z.string(), target: z.string(), value: z.number().nullable() })),
});
/** The share gauge of 冷冻食材占比. */
const Gauge = z.object({ value: z.number().nullable(), threshold: z.number() });

export const ScreenFigures = z.object({
  scope: z.object({
    name: z.string(),
    schools: z.number().int(),
    canteens: z.number().int(),
    schoolList: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  month: z.string().describe('YYYY-MM'),
  dataTime: z.string(),
  kpis: z
    .record(z.string(), z.number().nullable())
    .describe('the screen’s figures by name; percentages 0–100 with one decimal, null when there is nothing to divide'),
  panels: z.record(z.string(), z.union([Series, Pairs, Cameras, Flow, Gauge, Rows])).describe('the screen’s panels by name'),
  latest: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))).describe('the latest records of the screen, newest first'),
});

const LayoutPanel = z.object({ i: z.string(), x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() });

export const SavedLayout = z.object({
  schemaVersion: z.number().int(),
  layout: z.array(LayoutPanel),
  version: z.number().int(),
  updateTime: z.string(),
});

// What the kitchen routes answer (routes/alerts.ts): an alert of 明厨亮灶 with its camera, canteen and
// acknowledgement, and the canteens a filter offers.
import { z } from 'zod';
import { VIOLATIONS } from './draw.ts';

export const KitchenAlert = z.object({
  id: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  schoolName: z.string(),
  cameraId: z.string(),
  cameraName: z.string(),
  type: z.enum(VIOLATIONS as [string, ...string[]]).describe('no_mask 未戴口罩, no_hat 未戴帽子, smoking 吸烟, rodent 鼠患, phone 玩手机, uniform 未穿工作服'),
  detectedAt: z.string().describe('YYYY-MM-DD HH:MM:SS'),
  handled: z.boolean(),
  noteRequired: z.boolean().describe('whether acknowledging it needs a note (吸烟, 鼠患)'),
  ackName: z.string().nullable(),
  ackTime: z.string().nullable(),
  ackNote: z.string().nullable(),
});
export type KitchenAlertRow = z.infer<typeof KitchenAlert>;

export const KitchenCanteen = z.object({ id: z.string(), name: z.string(), schoolName: z.string() });

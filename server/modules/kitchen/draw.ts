// The simulated kitchen cameras' events, pure (simulator.ts writes them): whether a camera sees a violation in a
// slot of the app clock, which one and when in the slot, drawn from the camera's id and the slot's start — so the same
// clock yields the same events on every run and every instance, whatever the order the slots are drawn in.

/** The violations a kitchen camera's AI detects (kitchen_alert.violation_type), with their draw weights. */
export const VIOLATION_WEIGHTS = [
  ['no_hat', 30],
  ['no_mask', 28],
  ['uniform', 18],
  ['phone', 14],
  ['smoking', 6],
  ['rodent', 4],
] as const;
export type Violation = (typeof VIOLATION_WEIGHTS)[number][0];
export const VIOLATIONS: readonly Violation[] = VIOLATION_WEIGHTS.map(([type]) => type);

/** The violations whose acknowledgement needs a note (请填写处理说明): 吸烟 and 鼠患. */
export const NOTE_REQUIRED: readonly Violation[] = ['smoking', 'rodent'];

/** How many events a camera sees in an hour of kitchen work, on average: a canteen of 3–6 cameras a handful a day. */
export const EVENTS_PER_CAMERA_HOUR = 0.04;

/** The kitchen's working hours, local minutes of the day [from, to): 06:00–13:30 and 16:00–19:00. */
export const KITCHEN_HOURS: readonly (readonly [number, number])[] = [
  [6 * 60, 13 * 60 + 30],
  [16 * 60, 19 * 60],
];

/** Whether a slot starting at local minute `minute` of the day lies in the kitchen's hours. */
export const inKitchenHours = (minute: number) => KITCHEN_HOURS.some(([from, to]) => minute >= from && minute < to);

/** A number in [0, 1) from a camera, a slot (its start, epoch seconds) and a purpose: the same on every run. */
export function draw(cameraId: string, slotStart: number, purpose: string): number {
  let h = 0x811c9dc5;
  for (const char of `${cameraId}:${slotStart}:${purpose}`) {
    h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

export interface KitchenEvent {
  type: Violation;
  /** epoch seconds, inside the slot */
  at: number;
}

/**
 * What the camera `cameraId` sees in the slot of `minutes` minutes starting at `slotStart` (epoch seconds): nothing,
 * mostly; with chance EVENTS_PER_CAMERA_HOUR × minutes / 60 one violation, drawn by weight, at a second of the slot.
 */
export function eventOf(cameraId: string, slotStart: number, minutes: number): KitchenEvent | null {
  if (draw(cameraId, slotStart, 'event') >= (EVENTS_PER_CAMERA_HOUR * minutes) / 60) return null;
  const total = VIOLATION_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = draw(cameraId, slotStart, 'type') * total;
  let type: Violation = VIOLATION_WEIGHTS[VIOLATION_WEIGHTS.length - 1]![0];
  for (const [name, weight] of VIOLATION_WEIGHTS) {
    if ((roll -= weight) < 0) {
      type = name;
      break;
    }
  }
  return { type, at: slotStart + Math.floor(draw(cameraId, slotStart, 'at') * minutes * 60) };
}

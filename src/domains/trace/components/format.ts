// The trace screens' numbers as people read them: a quantity in its base unit (g shown as kg, ml as L, 个 as is), a
// temperature in tenths of °C, money in fen, and a price in fen per kg, L or 个.

/** A quantity of `baseUnit` (g, ml or 个), e.g. 2500 g → "2.5 kg". */
export function quantityText(quantity: number, baseUnit: string): string {
  if (baseUnit === 'g') return `${trim(quantity / 1000)} kg`;
  if (baseUnit === 'ml') return `${trim(quantity / 1000)} L`;
  return `${quantity} ${baseUnit}`;
}

/** Tenths of °C as "-16.0 °C"; '—' when absent. */
export function temperatureText(tenths: number | null | undefined): string {
  if (tenths === null || tenths === undefined) return '—';
  return `${(tenths / 10).toFixed(1)} °C`;
}

/** Fen as "¥12.50". */
export function moneyText(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

/** A unit price (fen per kg, L or 个) of goods counted in `baseUnit`, e.g. "¥42.00/kg". */
export function unitPriceText(fen: number, baseUnit: string): string {
  return `${moneyText(fen)}/${baseUnit === 'g' ? 'kg' : baseUnit === 'ml' ? 'L' : baseUnit}`;
}

const trim = (value: number) => String(Math.round(value * 1000) / 1000);

/** Whether a reading is warmer than the limit its delivery's goods allow (no limit: ambient goods). */
export const overLimit = (tenths: number, limit: number | null) => limit !== null && tenths > limit;

// A ledger (台账) as the console and the reference server both read it, with no imports: what a canteen records, its
// fields and their rules with the Chinese messages, the list's columns and filters, and its photos
// (docs/product-rules.md#ledgers). The server validates and stores by it; the console draws the form and the list by
// it. A definition's fields must match its table's columns: the server refuses to start otherwise.

/** 1 早餐 · 2 午餐 · 3 晚餐, as the supply chain's 出库 counts meals. */
export const MEALS = [1, 2, 3] as const;
export type Meal = (typeof MEALS)[number];

/**
 * When a meal is served, in minutes after midnight (早餐 07:30 · 午餐 12:00 · 晚餐 18:00): a meal cooked that day whose
 * dishes are not all sampled two hours later is late (留样超时), a warning the supervisors see.
 */
export const MEAL_SERVED_MINUTES: Readonly<Record<Meal, number>> = { 1: 450, 2: 720, 3: 1080 };
export const SAMPLE_LATE_MINUTES = 120;

/** A record's state: 1 有效 · 2 已更正 (a later record corrects it) · 3 已作废 (entered by mistake). */
export const LEDGER_STATE = { current: 1, corrected: 2, voided: 3 } as const;

/** A bound with the message a value outside it is refused with. */
export interface Bound {
  value: number;
  message: string;
}

interface FieldBase {
  /** The name in the API and the console (camelCase); the console's label is `ledgers:<code>.fields.<name>`. */
  name: string;
  /** The column of the ledger's table. */
  column: string;
  /** The Chinese label (the console's zh-CN catalogue must say the same). */
  label: string;
  /** Refused with this message when missing; absent: the field may be left empty. */
  required?: string;
  /** Shown as a column of the list. */
  list?: boolean;
  /** Offered as a filter of the list (choices, meals, people). */
  filter?: boolean;
  /** Only in the form's and the detail's view, not typed (the server derives it). */
  derived?: boolean;
  /** A value shown as a warning (a failed check, a lapsed certificate). */
  alarm?: string | number | boolean;
}

export type LedgerField =
  | (FieldBase & { kind: 'text'; maxLength: Bound; multiline?: boolean })
  /** A whole number in `unit` (g, min, 人, …). */
  | (FieldBase & { kind: 'integer'; unit?: string; min?: Bound; max?: Bound })
  /**
   * A temperature in tenths of °C (365 = 36.5 °C): the API carries the tenths, the console shows degrees. With a
   * `unit` (g, kg), tenths of that unit instead (15 = 1.5 g): a weight kept to one decimal.
   */
  | (FieldBase & { kind: 'tenths'; unit?: string; min?: Bound; max?: Bound })
  | (FieldBase & { kind: 'boolean'; mustBe?: Bound & { value: 0 | 1 } })
  /** A local time 'YYYY-MM-DD HH:mm:ss' (the deployment's zone). */
  | (FieldBase & { kind: 'datetime' })
  /** One of the codes (text, or small numbers kept as smallint); the console's words are `ledgers:options.<options>.<code>`. */
  | (FieldBase & { kind: 'choice'; options: string; codes: readonly string[] | readonly number[] })
  /** Any of the codes (none allowed unless required). */
  | (FieldBase & { kind: 'choices'; options: string; codes: readonly string[] })
  | (FieldBase & { kind: 'meal' })
  /** A person of the canteen's 从业人员: the column keeps the id, `nameColumn` the name as it was. */
  | (FieldBase & { kind: 'person'; nameColumn: string })
  /** A dish of the day's 加工记录 for the record's meal: the column keeps its id, `nameColumn` the dish. */
  | (FieldBase & { kind: 'dish'; nameColumn: string })
  /** A stock batch of the canteen (库存批次): the column keeps its id, `nameColumn` the goods' name as it was. */
  | (FieldBase & { kind: 'batch'; nameColumn: string })
  /** A 检测设备 of the canteen in use (test_device): the column keeps its id, `nameColumn` the device's name as it was. */
  | (FieldBase & { kind: 'device'; nameColumn: string })
  /** 出库 movements of the canteen on the record's day (and meal): kept in the ledger's link table. */
  | (FieldBase & { kind: 'issues'; linkTable: string; linkColumn: string });

export type FieldKind = LedgerField['kind'];

export interface LedgerDefinition {
  /** The ledger's code: its routes (/api/rabbit-ledger/<code>/…), its catalogue keys, its SWR keys. */
  code: string;
  /** The typed table of its records (a migration creates it; the common columns of docs/architecture.md#ledgers). */
  table: string;
  /** The menu leaf's path that opens it. */
  path: string;
  /** The menu button that grants recording (the seed's menus give it to the canteen's roles). */
  button: string;
  /** The Chinese title. */
  title: string;
  /** Whether each record belongs to a meal (a `meal` field then comes first). */
  perMeal: boolean;
  fields: readonly LedgerField[];
  /** Photos kept in photo_ids (stored files the writer may see): at least `min` (message when fewer), at most `max`. */
  photos: { min: number; max: number; message?: string };
  /** The field a record is named by in lists of what is owed and in the correction's chain. */
  titleField: string;
}

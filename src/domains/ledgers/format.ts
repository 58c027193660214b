// How a ledger's values are shown and carried: temperatures in tenths of °C on the wire and in degrees in the form.
import type { LedgerDefinition, LedgerField } from '../../../contract/ledgers';
import type { LedgerRecord, LedgerValues } from './types';

export const degrees = (tenths: number | null | undefined): string => (tenths === null || tenths === undefined ? '' : `${(tenths / 10).toFixed(1)}°C`);

/** A record's values as the form holds them (degrees, ids), for an edit or a correction. */
export function formValuesOf(definition: LedgerDefinition, record: LedgerRecord | null): Record<string, unknown> {
  const values: Record<string, unknown> = { photoIds: record?.photoIds ?? [] };
  for (const field of definition.fields) {
    if (field.derived) continue;
    const value = record?.[field.name];
    if (field.kind === 'tenths') values[field.name] = typeof value === 'number' ? value / 10 : undefined;
    else if (field.kind === 'choices') values[field.name] = value ?? [];
    else if (field.kind === 'boolean') values[field.name] = value ?? false;
    else if (field.kind === 'issues') values[field.name] = [];
    else values[field.name] = value ?? undefined;
  }
  return values;
}

const wire = (field: LedgerField, value: unknown): unknown => {
  if (value === undefined || value === null || value === '')
    return field.kind === 'choices' || field.kind === 'issues' ? [] : field.kind === 'text' ? '' : null;
  if (field.kind === 'tenths') return Math.round(Number(value) * 10);
  if (field.kind === 'text') return String(value).trim();
  return value;
};

/** What the form sends: each typed field by name (temperatures back in tenths), and the photos. */
export function wireValuesOf(definition: LedgerDefinition, values: Record<string, unknown>): LedgerValues {
  const out: LedgerValues = { photoIds: (values.photoIds as string[] | undefined) ?? [] };
  for (const field of definition.fields) if (!field.derived) out[field.name] = wire(field, values[field.name]);
  return out;
}

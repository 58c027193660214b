// The ledgers' definitions (contract/ledgers) against the console's catalogues and the server's startup check: every
// field and option has its words in both languages, the Chinese labels are the definitions', the form's values go to
// the wire in the server's units, and a definition whose table disagrees is named before the server starts.
import { describe, expect, it } from 'vitest';
import { LEDGERS, morningCheck, sample } from '../../contract/ledgers';
import { ledgersResources } from '../../src/domains/ledgers/i18n';
import { formValuesOf, wireValuesOf } from '../../src/domains/ledgers/format';
import { mismatches } from '../../server/modules/ledgers/engine/verify';

type Catalogue = { title: string; fields: Record<string, string>; options: Record<string, Record<string, string>> };

describe('ledger definitions and catalogues', () => {
  for (const definition of LEDGERS) {
    it(`${definition.code}: every field and option has its words in both languages; the Chinese labels are the definition's`, () => {
      for (const language of ['zh-CN', 'en-US'] as const) {
        const catalogue = (ledgersResources[language] as unknown as Record<string, Catalogue>)[`ledger-${definition.code}`];
        expect(catalogue, `${language} ledger-${definition.code}`).toBeDefined();
        expect(catalogue!.title).toBeTruthy();
        for (const field of definition.fields) {
          expect(catalogue!.fields[field.name], `${language} ${definition.code}.${field.name}`).toBeTruthy();
          if (field.kind === 'choice' || field.kind === 'choices')
            for (const code of field.codes as readonly (string | number)[])
              expect(catalogue!.options[field.options]?.[String(code)], `${language} ${field.options}.${code}`).toBeTruthy();
        }
      }
      const zh = (ledgersResources['zh-CN'] as unknown as Record<string, Catalogue>)[`ledger-${definition.code}`]!;
      expect(zh.title).toBe(definition.title);
      for (const field of definition.fields) expect(zh.fields[field.name]).toBe(field.label);
    });
  }

  it('carries temperatures in tenths and trims text; a record comes back to the form in degrees', () => {
    const wire = wireValuesOf(morningCheck, { person: '7', temperature: 36.6, symptoms: ['fever'], remark: '  咳嗽 ', photoIds: [] });
    expect(wire).toEqual({ person: '7', temperature: 366, symptoms: ['fever'], remark: '咳嗽', photoIds: [] });
    const form = formValuesOf(sample, { storageTemp: 35, weightG: 150, sealed: true, photoIds: ['9'] } as never);
    expect(form).toMatchObject({ storageTemp: 3.5, weightG: 150, sealed: true, photoIds: ['9'] });
  });
});

describe('the startup check', () => {
  const common = new Map(
    Object.entries({
      id: 'bigint',
      tenant_id: 'character varying',
      school_id: 'bigint',
      canteen_id: 'bigint',
      record_date: 'date',
      state: 'smallint',
      corrects_id: 'bigint',
      correction_reason: 'text',
      photo_ids: 'ARRAY',
      create_user: 'bigint',
      create_user_name: 'text',
      create_time: 'timestamp with time zone',
      update_time: 'timestamp with time zone',
      version: 'integer',
    }),
  );
  const table = (extra: Record<string, string>) => new Map([...common, ...Object.entries(extra)]);
  const sampleColumns = {
    meal: 'smallint',
    processing_id: 'bigint',
    dish: 'text',
    weight_g: 'integer',
    sealed: 'boolean',
    storage_temp: 'smallint',
    keep_hours: 'smallint',
    sampler_id: 'bigint',
    sampler_name: 'text',
    remark: 'text',
  };

  it('passes a table that matches its definition', () => {
    expect(mismatches([sample], new Map([['ledger_sample', table(sampleColumns)]]))).toEqual([]);
  });

  it('names a missing table, a missing column and a column of the wrong type', () => {
    expect(mismatches([sample], new Map())).toEqual(['台账「留样管理」（ledger_sample）：数据表不存在']);
    const { weight_g: _, ...withoutWeight } = sampleColumns;
    expect(mismatches([sample], new Map([['ledger_sample', table({ ...withoutWeight, sealed: 'text' })]]))).toEqual([
      '台账「留样管理」（ledger_sample）的字段 weightG：缺少列 ledger_sample.weight_g',
      '台账「留样管理」（ledger_sample）的字段 sealed：列 ledger_sample.sealed 的类型为 text，定义要求 boolean',
    ]);
  });
});

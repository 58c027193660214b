// @vitest-environment node
// The engine's startup check (server/modules/ledgers/engine/verify.ts) for the field kinds 快速检测 and 农残检测 added:
// a batch or a device is an id column (bigint) and a name column (text), and a table lacking either is named.
import { describe, expect, it } from 'vitest';
import { pesticideTest, rapidTest } from '../../contract/ledgers';
import { mismatches } from '../../server/modules/ledgers/engine/verify';

const COMMON: [string, string][] = [
  ['id', 'bigint'],
  ['tenant_id', 'character varying'],
  ['school_id', 'bigint'],
  ['canteen_id', 'bigint'],
  ['record_date', 'date'],
  ['state', 'smallint'],
  ['corrects_id', 'bigint'],
  ['correction_reason', 'text'],
  ['photo_ids', 'ARRAY'],
  ['create_user', 'bigint'],
  ['create_user_name', 'text'],
  ['create_time', 'timestamp with time zone'],
  ['update_time', 'timestamp with time zone'],
  ['version', 'integer'],
];
const FIELDS: [string, string][] = [
  ['batch_id', 'bigint'],
  ['goods_name', 'text'],
  ['item', 'text'],
  ['method', 'text'],
  ['value', 'integer'],
  ['threshold', 'integer'],
  ['result', 'smallint'],
  ['device_id', 'bigint'],
  ['device_name', 'text'],
  ['calibration_overdue', 'boolean'],
  ['tester_id', 'bigint'],
  ['tester_name', 'text'],
  ['follow_up', 'text'],
  ['follow_up_note', 'text'],
];
const table = (drop: string[] = [], retype: Record<string, string> = {}) =>
  new Map([...COMMON, ...FIELDS].filter(([column]) => !drop.includes(column)).map(([column, type]) => [column, retype[column] ?? type]));

describe('the startup check of the food tests', () => {
  it('accepts the tables of migration 041', () => {
    const columns = new Map([
      ['ledger_rapid_test', table()],
      ['ledger_pesticide_test', table()],
    ]);
    expect(mismatches([rapidTest, pesticideTest], columns)).toEqual([]);
  });

  it('names a batch or a device column missing or of another type', () => {
    const columns = new Map([['ledger_rapid_test', table(['goods_name'], { device_id: 'text' })]]);
    const problems = mismatches([rapidTest], columns);
    expect(problems).toEqual([
      expect.stringContaining('缺少列 ledger_rapid_test.goods_name'),
      expect.stringContaining('列 ledger_rapid_test.device_id 的类型为 text'),
    ]);
  });
});

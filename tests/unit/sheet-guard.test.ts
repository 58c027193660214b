import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkSheet, MAX_UNPACKED, TOO_BIG } from '../../server/platform/xlsx/sheet-guard.ts';

// The upload check reads what the ZIP's central directory declares before unpacking anything, and still counts what
// it unpacks: a file is refused for its size whichever of the two gives it away.
const SHEET = '<worksheet><sheetData><row/></sheetData></worksheet>';
const workbook = (extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook/>'),
    'xl/worksheets/sheet1.xml': strToU8(SHEET),
    ...extra,
  });

/** Writes `size` as every entry's declared unpacked size in the central directory (signature PK\1\2, field at +24). */
function declaring(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at += 1) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}

const refusal = async (content: Uint8Array) => {
  try {
    await checkSheet(content, { requireParts: true });
    return undefined;
  } catch (error) {
    return (error as { message?: string }).message;
  }
};

describe('the sheet upload check', () => {
  it('takes a small workbook whose directory tells the truth', async () => {
    const parts = await checkSheet(workbook(), { requireParts: true });
    expect(parts.names).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses a file whose directory declares more than the cap, before unpacking it', async () => {
    expect(await refusal(declaring(workbook(), MAX_UNPACKED + 1))).toBe(TOO_BIG);
  });

  it('still refuses a file that unpacks past the cap while its directory says it is small', async () => {
    const big = workbook({ 'xl/media/image1.bin': new Uint8Array(MAX_UNPACKED + 1024) });
    expect(await refusal(declaring(big, 100))).toBe(TOO_BIG);
  });
});

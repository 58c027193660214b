// 新增从业人员's 编号 proposed by the server (workPersonnel/nextNumber): the next free number in the canteen's style,
// for the keepers only, of a canteen they keep — on both engines; and the proposal rule itself.
import { describe, expect, inject, it } from 'vitest';
import { nextNumber } from '../../server/modules/work-personnel/numbers.ts';
import { signedIn, type PageOf } from './support/session.ts';

const W = '/api/rabbit-work/workPersonnel';

describe('the proposed number', () => {
  it('follows the most used prefix, keeps the width and skips numbers taken', () => {
    expect(nextNumber(['CY001', 'CY007', 'X9'], new Set())).toBe('CY008');
    expect(nextNumber(['CY001', 'CY002'], new Set(['CY003', 'CY004']))).toBe('CY005');
    expect(nextNumber(['099'], new Set())).toBe('100');
    expect(nextNumber([], new Set())).toBe('0001');
    expect(nextNumber(['张三'], new Set())).toBe('0001');
  });
});

for (const target of inject('targets')) {
  describe(`${target.name}: workPersonnel/nextNumber`, () => {
    const base = target.url;

    it('proposes the next free number of the canteen, to its keepers only', async () => {
      const canteen = await signedIn(base, 'canteen');
      const answer = (await canteen.get<{ number: string }>(`${W}/nextNumber`)).body;
      expect(answer).toMatchObject({ code: 200 });
      const people = (await canteen.get<PageOf<{ number: string; canteenId: string; schoolId: string }>>(`${W}/list`, { size: '100' })).body.data;
      const numbers = people.records.map((person) => person.number);
      expect(numbers).not.toContain(answer.data.number);
      const prefix = /^(.*?)\d+$/.exec(answer.data.number)![1]!;
      expect(numbers.some((number) => number.startsWith(prefix))).toBe(true);

      const school = await signedIn(base, 'school');
      const canteenId = people.records[0]!.canteenId;
      expect((await school.get<{ number: string }>(`${W}/nextNumber`, { canteenId })).body.data.number).toBe(answer.data.number);
      expect((await school.get(`${W}/nextNumber`)).body).toMatchObject({ code: 400, msg: '请选择所属食堂' });
      expect((await (await signedIn(base, 'centre')).get(`${W}/nextNumber`, { canteenId })).body).toMatchObject({ code: 403 });
      const west = await signedIn(base, 'centre2', '100002');
      expect((await west.get(`${W}/nextNumber`, { canteenId })).body).toMatchObject({ code: 403 });
    });
  });
}

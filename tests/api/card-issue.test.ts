// 卡务管理's 发卡 (edit/card/status, action issue): a card for a person without a live one, by the card-number rules;
// refused when the person holds a card (补卡 is for that), for a number in use, and without the button — on both engines.
import { describe, expect, inject, it } from 'vitest';
import { signedIn, uniqueAccount, type Caller } from './support/session.ts';

const P = '/api/rabbit-personnel/personnel';
let serial = 0;
const freshCard = () => `9${Date.now().toString().slice(-8)}${(serial = (serial + 1) % 100).toString().padStart(2, '0')}`;

for (const target of inject('targets')) {
  describe(`${target.name}: 发卡`, () => {
    const base = target.url;
    const move = (caller: Caller, personnelId: string, action: string, cardNo?: string) =>
      caller.post<{ cardNo: string; cardStatus: number }>(`${P}/edit/card/status`, { personnelId, action, cardNo });

    it('issues a first card to a person without one; refuses a second, a number in use and a bad number', async () => {
      const school = await signedIn(base, 'school');
      const person = (
        await school.post<{ id: string }>(`${P}/submit`, { personnelNo: uniqueAccount('K'), name: '发卡测试', type: 2, className: uniqueAccount('班') })
      ).body.data;
      expect((await move(school, person.id, 'issue')).body).toMatchObject({ code: 400, msg: '请输入卡号' });
      expect((await move(school, person.id, 'issue', 'a-1')).body).toMatchObject({ code: 400, msg: '卡号须为 4–20 位字母或数字' });
      const number = freshCard();
      expect((await move(school, person.id, 'issue', number)).body).toMatchObject({ code: 200, data: { cardNo: number } });
      expect((await move(school, person.id, 'issue', freshCard())).body).toMatchObject({ code: 400, msg: '该人员已有卡，请使用补卡' });

      const other = (
        await school.post<{ id: string }>(`${P}/submit`, { personnelNo: uniqueAccount('K'), name: '发卡测试', type: 2, className: uniqueAccount('班') })
      ).body.data;
      expect((await move(school, other.id, 'issue', number)).body).toMatchObject({ code: 409, msg: '该卡号不可用' });
      // a cancelled card leaves the person without one: 发卡 again
      await move(school, person.id, 'cancel');
      expect((await move(school, person.id, 'issue', freshCard())).body).toMatchObject({ code: 200 });

      expect((await move(await signedIn(base, 'bank'), other.id, 'issue', freshCard())).body).toMatchObject({ code: 403 });
    });
  });
}

// The rules of 消毒记录 and 陪餐记录 written once in contract/ledgers: the server refuses with them, the console can show
// them (the catalogues of every ledger are checked in ledgers.test.tsx).
import { describe, expect, it } from 'vitest';
import { accompaniedProblemUnsaid, disinfectionProblem } from '../../contract/ledgers/index';

describe('消毒记录: each method’s figures (餐饮服务食品安全操作规范)', () => {
  it.each([
    [{ method: 'steam', temperature: 1000, durationMin: 10 }, undefined],
    [{ method: 'steam', temperature: 999, durationMin: 10 }, '蒸汽消毒温度应不低于100°C'],
    [{ method: 'steam', temperature: 1000, durationMin: 9 }, '蒸汽消毒应持续10分钟以上'],
    [{ method: 'steam', durationMin: 10 }, '蒸汽消毒须填写消毒温度'],
    [{ method: 'boiling', temperature: null, durationMin: 10 }, '煮沸消毒须填写消毒温度'],
    [{ method: 'infrared', temperature: 1200, durationMin: 10 }, undefined],
    [{ method: 'infrared', temperature: 1199, durationMin: 30 }, '红外线消毒温度应不低于120°C'],
    [{ method: 'dishwasher', temperature: 850, durationMin: 1 }, undefined],
    [{ method: 'dishwasher', temperature: 849, durationMin: 1 }, '洗碗机消毒温度应不低于85°C'],
    [{ method: 'chlorine', concentration: 250, durationMin: 5 }, undefined],
    [{ method: 'chlorine', concentration: 249, durationMin: 5 }, '含氯消毒剂消毒有效氯浓度应不低于250mg/L'],
    [{ method: 'chlorine', concentration: 500, durationMin: 4 }, '含氯消毒剂消毒应持续5分钟以上'],
    [{ method: 'chlorine', temperature: 1000, durationMin: 5 }, '含氯消毒剂消毒须填写有效氯浓度'],
    [{ method: 'unknown', durationMin: 1 }, undefined],
  ])('%o → %s', (record, problem) => {
    expect(disinfectionProblem(record)).toBe(problem);
  });
});

describe('陪餐记录: a problem found is written down', () => {
  const fine = { rating: 4, taste: 'good', portion: 'fair', hygiene: 'good', remarks: '' };
  it.each([
    [fine, false],
    [{ ...fine, rating: 3 }, false],
    [{ ...fine, rating: 2 }, true],
    [{ ...fine, rating: 2, remarks: '米饭偏硬' }, false],
    [{ ...fine, taste: 'poor' }, true],
    [{ ...fine, portion: 'poor', remarks: '   ' }, true],
    [{ ...fine, hygiene: 'poor', remarks: '餐盘有油渍' }, false],
  ])('%o → unsaid %s', (record, unsaid) => {
    expect(accompaniedProblemUnsaid(record)).toBe(unsaid);
  });
});

// 消毒记录's server part: each meal served owes a disinfection record; a method's figures (temperature, effective
// chlorine, time) are held to its rule (contract/ledgers/disinfection.ts, 餐饮服务食品安全操作规范 2018).
import { disinfection, disinfectionProblem } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import type { LedgerPart } from '../engine/part.ts';
import { owedPerMealServed } from './served.ts';

export const disinfectionPart: LedgerPart = {
  definition: disinfection,
  owed: owedPerMealServed('ledger_disinfection'),
  async check(_tx, { values }) {
    const problem = disinfectionProblem(values as Parameters<typeof disinfectionProblem>[0]);
    if (problem) throw badRequest(problem);
  },
};

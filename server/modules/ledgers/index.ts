// The ledgers module: 台账 — one engine (engine/), many declarative ledgers (contract/ledgers and parts/), what each
// canteen owes today and a district's completeness (docs/product-rules.md#ledgers). Other modules import it only
// through this file.
import { LEDGERS } from '../../../contract/ledgers/index.ts';
import { defineModule } from '../../platform/module.ts';
import { verifyLedgers } from './engine/verify.ts';
import { LEDGER_PARTS } from './parts/index.ts';
import { additiveKeeperRoutes } from './routes/additive-keepers.ts';
import { optionRoutes } from './routes/options.ts';
import { recordRoutes } from './routes/records.ts';
import { testingRoutes } from './routes/testing.ts';
import { todayRoutes } from './routes/today.ts';
import { ledgerTodo } from './todo.ts';

export const ledgersModule = defineModule({
  name: 'ledgers',
  routes: (app, ctx) => {
    for (const part of LEDGER_PARTS) recordRoutes(app, ctx, part);
    todayRoutes(app, ctx);
    optionRoutes(app, ctx);
    additiveKeeperRoutes(app, ctx);
    // 检测设备 and 检测报告
    testingRoutes(app, ctx);
  },
  todo: ledgerTodo,
  verify: async (db) => {
    const parts = LEDGER_PARTS.map((part) => part.definition.code).join(',');
    const contract = LEDGERS.map((ledger) => ledger.code).join(',');
    if (parts !== contract) throw new Error(`台账定义与服务端实现不一致：contract/ledgers 为 ${contract}，server 为 ${parts}`);
    await verifyLedgers(db, LEDGERS);
  },
});
export { completenessOf } from './routes/today.ts';
export { dishesOwed } from './parts/sample.ts';
export { lateMeals } from './todo.ts';
// what the supply chain's 出库 uses: a batch failing its food tests (检测不合格) is not issued
export { failingBatch } from './parts/food-testing.ts';

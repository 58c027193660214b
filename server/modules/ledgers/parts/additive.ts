// 添加剂使用's server part (五专): a use is recorded as it happens (nothing owed on a day); its user must be one of the
// canteen's named additive keepers (专人管理, ledger_additive_keeper, kept by routes/additive-keepers.ts).
import { additive, ADDITIVE_KEEPER_ONLY } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql } from '../../../platform/db/sql.ts';
import type { LedgerPart } from '../engine/part.ts';

export const additivePart: LedgerPart = {
  definition: additive,
  async check(tx, { keeper, values }) {
    const { rows } = await tx.query(
      sql`SELECT 1 FROM ledger_additive_keeper WHERE canteen_id = ${keeper.canteenId} AND personnel_id = ${values.operator as string}`,
    );
    if (!rows.length) throw badRequest(ADDITIVE_KEEPER_ONLY);
  },
};

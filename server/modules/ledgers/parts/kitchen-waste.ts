// 餐厨废弃物's server part: a handover is recorded as it happens (nothing owed on a day); its time is on the record's
// day and not still to come.
import { kitchenWaste, WASTE_TIME_DAY } from '../../../../contract/ledgers/index.ts';
import { badRequest } from '../../../platform/http/envelope.ts';
import { sql } from '../../../platform/db/sql.ts';
import { fromZoned } from '../../../platform/db/zoned.ts';
import type { LedgerPart } from '../engine/part.ts';

export const kitchenWastePart: LedgerPart = {
  definition: kitchenWaste,
  async check(tx, { recordDate, values }) {
    const time = values.handoverTime as string;
    const { rows } = await tx.query<{ fits: boolean }>(
      sql`SELECT ${time}::timestamp::date = ${recordDate}::date AND ${fromZoned(sql`${time}`)} <= app_now() AS fits`,
    );
    if (!rows[0]!.fits) throw badRequest(WASTE_TIME_DAY);
  },
};

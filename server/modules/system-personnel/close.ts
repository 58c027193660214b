// 销户 (closing a diner's account), all in one transaction with the people locked: the cash goes out as a
// CLOSE_REFUND row, the subsidy expires (SUBSIDY_EXPIRE), the live card is cancelled and the status becomes 销户.
// AFTER_CLOSING is the hook the face devices will use to queue the person's deletion from every device.
import type pg from 'pg';
import { CARD, CLOSED } from './queries.ts';
import { applyChange } from './wallet.ts';
import { sql } from '../../platform/db/sql.ts';

export interface Closing {
  tenantId: string;
  /** The people being closed (ids of sys_personnel), locked by the caller. */
  ids: string[];
  userId: string;
}

/** What else happens when accounts close — the device part adds "queue the deletion from every device" here. */
export type AfterClosing = (client: pg.PoolClient, closing: Closing) => Promise<void>;
export const AFTER_CLOSING: AfterClosing[] = [];

/** Closes the accounts of `closing.ids` (people not yet closed) on the caller's transaction. */
export async function closeAccounts(client: pg.PoolClient, closing: Closing): Promise<void> {
  const { rows } = await client.query<{ personnel_id: string; cash: string; subsidy: string }>(
    sql`SELECT personnel_id::text, cash::text, subsidy::text FROM sys_wallet WHERE personnel_id = ANY(${closing.ids}::bigint[]) ORDER BY personnel_id FOR UPDATE`,
  );
  for (const wallet of rows) {
    const base = { tenantId: closing.tenantId, personnelId: wallet.personnel_id, userId: closing.userId };
    if (Number(wallet.cash) > 0)
      await applyChange(client, {
        ...base,
        type: 'CLOSE_REFUND',
        cash: -Number(wallet.cash),
        subsidy: 0,
        requestId: `close-cash-${wallet.personnel_id}`,
        remark: '销户退款',
      });
    if (Number(wallet.subsidy) > 0)
      await applyChange(client, {
        ...base,
        type: 'SUBSIDY_EXPIRE',
        cash: 0,
        subsidy: -Number(wallet.subsidy),
        requestId: `close-subsidy-${wallet.personnel_id}`,
        remark: '销户补贴清零',
      });
  }
  await client.query(
    sql`UPDATE sys_card SET status = ${sql.number(CARD.cancelled)}, update_time = now() WHERE personnel_id = ANY(${closing.ids}::bigint[]) AND status <> ${sql.number(CARD.cancelled)}`,
  );
  await client.query(
    sql`UPDATE sys_personnel SET status = ${sql.number(CLOSED)}, closed_time = now(), update_user = ${closing.userId}, update_time = now(), version = version + 1 WHERE id = ANY(${closing.ids}::bigint[])`,
  );
  for (const after of AFTER_CLOSING) await after(client, closing);
}

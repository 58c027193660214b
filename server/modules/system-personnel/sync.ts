// 同步数据 (docs/product-rules.md#personnel-sync): bringing a school's diners in line with the school's own records
// (school_roster). Teachers and students: the new are added (with wallet and card, as submit adds them), changed names and classes
// updated; cards: a person's live card number set to the roster's (the old card cancelled); amounts: a differing
// cash balance corrected by one ADJUST row through wallet.ts, its request id naming the wallet's state, so a second
// sync changes nothing. Each answers its counts. Closed (销户) people are left alone.
import type pg from 'pg';
import { addDiners, type NewDiner } from './diners.ts';
import { CARD, CLOSED } from './queries.ts';
import { applyChange, SERVER_REQUESTS, txnOfRequest } from './wallet.ts';
import { sql } from '../../platform/db/sql.ts';

interface Who {
  tenantId: string;
  schoolId: string;
  userId: string | null;
}

export async function syncPeople(client: pg.PoolClient, who: Who, type: 1 | 2): Promise<{ added: number; updated: number }> {
  const { rows: updated } = await client.query(
    sql`UPDATE sys_personnel p SET name = r.name, class_name = r.class_name, update_user = ${who.userId}, update_time = now(), version = p.version + 1
       FROM school_roster r
      WHERE r.school_id = ${who.schoolId} AND r.tenant_id = ${who.tenantId} AND r.type = ${type} AND p.school_id = r.school_id AND p.personnel_no = r.personnel_no
        AND p.is_deleted = 0 AND p.status <> ${sql.number(CLOSED)} AND (p.name <> r.name OR COALESCE(p.class_name, '') <> r.class_name)
      RETURNING p.id`,
  );
  const { rows: missing } = await client.query<{ personnel_no: string; name: string; class_name: string; card_no: string | null }>(
    sql`SELECT r.personnel_no, r.name, r.class_name, r.card_no FROM school_roster r
      WHERE r.school_id = ${who.schoolId} AND r.tenant_id = ${who.tenantId} AND r.type = ${type}
        AND NOT EXISTS (SELECT 1 FROM sys_personnel p WHERE p.school_id = r.school_id AND p.personnel_no = r.personnel_no AND p.is_deleted = 0)
      ORDER BY r.personnel_no`,
  );
  const diner = (row: (typeof missing)[number], cardNo: string | null): NewDiner => ({
    tenantId: who.tenantId,
    schoolId: who.schoolId,
    personnelNo: row.personnel_no,
    name: row.name,
    type,
    className: row.class_name,
    cardNo,
    userId: who.userId,
  });
  const first = await addDiners(
    client,
    missing.map((row) => diner(row, row.card_no)),
  );
  // a person whose card number another diner holds still comes over, without a card (同步卡号 leaves it too)
  const cardTaken = missing.filter((_, n) => {
    const answer = first[n]!;
    return 'taken' in answer && answer.taken === 'cardNo';
  });
  const second = await addDiners(
    client,
    cardTaken.map((row) => diner(row, null)),
  );
  const added = [...first, ...second].filter((answer) => 'id' in answer);
  return { added: added.length, updated: updated.length };
}

export async function syncCards(client: pg.PoolClient, who: Who): Promise<{ updated: number }> {
  const { rows } = await client.query<{ id: string; card_no: string; live: string | null }>(
    sql`SELECT p.id::text, r.card_no, c.card_no AS live FROM school_roster r
       JOIN sys_personnel p ON p.school_id = r.school_id AND p.personnel_no = r.personnel_no AND p.is_deleted = 0 AND p.status <> ${sql.number(CLOSED)}
       LEFT JOIN sys_card c ON c.personnel_id = p.id AND c.status <> ${sql.number(CARD.cancelled)}
      WHERE r.school_id = ${who.schoolId} AND r.tenant_id = ${who.tenantId} AND r.card_no IS NOT NULL AND r.card_no <> COALESCE(c.card_no, '')
        AND NOT EXISTS (SELECT 1 FROM sys_card o WHERE o.tenant_id = r.tenant_id AND o.card_no = r.card_no AND o.status <> ${sql.number(CARD.cancelled)})
      ORDER BY p.id FOR UPDATE OF p`,
  );
  for (const row of rows) {
    await client.query(
      sql`UPDATE sys_card SET status = ${sql.number(CARD.cancelled)}, update_time = now() WHERE personnel_id = ${row.id} AND status <> ${sql.number(CARD.cancelled)}`,
    );
    await client.query(
      sql`INSERT INTO sys_card (tenant_id, personnel_id, card_no, create_user) VALUES (${who.tenantId}, ${row.id}, ${row.card_no}, ${who.userId})`,
    );
  }
  return { updated: rows.length };
}

export async function syncAmounts(client: pg.PoolClient, who: Who): Promise<{ updated: number; amount: number }> {
  const { rows } = await client.query<{ id: string; diff: string; last: string | null }>(
    sql`SELECT p.id::text, (r.cash - w.cash)::text AS diff, (SELECT max(t.id)::text FROM sys_wallet_txn t WHERE t.personnel_id = p.id) AS last
       FROM school_roster r
       JOIN sys_personnel p ON p.school_id = r.school_id AND p.personnel_no = r.personnel_no AND p.is_deleted = 0 AND p.status <> ${sql.number(CLOSED)}
       JOIN sys_wallet w ON w.personnel_id = p.id
      WHERE r.school_id = ${who.schoolId} AND r.tenant_id = ${who.tenantId} AND r.cash <> w.cash AND r.cash - w.cash >= -w.cash
      ORDER BY p.id FOR UPDATE OF w`,
  );
  let updated = 0;
  let amount = 0;
  for (const row of rows) {
    // the wallet's state (its last row) names the correction: the same sync of the same state is one row
    const requestId = `sync:${row.id}:${row.last ?? 0}`;
    if (await txnOfRequest(client, { tenantId: who.tenantId, owner: SERVER_REQUESTS, requestId }, row.id)) continue;
    await applyChange(client, {
      tenantId: who.tenantId,
      personnelId: row.id,
      type: 'ADJUST',
      cash: Number(row.diff),
      subsidy: 0,
      requestId,
      remark: '同步学校数据，校正现金余额',
      userId: who.userId,
    });
    updated += 1;
    amount += Number(row.diff);
  }
  return { updated, amount };
}

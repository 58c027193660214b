// Migration 027 (money in fen) on a database that holds yuan: the tenders' and the canteens' amounts become whole fen
// (yuan × 100), an absent draft budget stays absent, the history's snapshots follow, and the new CHECKs hold. On the
// embedded engine alone, in memory, with the migrations before it applied as a release before this one had them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(import.meta.dirname, '../../server/platform/db/migrations');
const MONEY = '027_money_in_fen.sql';

describe('migration 027: money in fen', () => {
  it('turns the yuan of an existing database into whole fen, with CHECKs', async () => {
    const db = new PGlite();
    try {
      for (const file of readdirSync(folder)
        .filter((name) => name.endsWith('.sql') && name < MONEY)
        .sort())
        await db.exec(readFileSync(path.join(folder, file), 'utf8'));
      // rows as the earlier release stored them (their parents left out: only the amounts matter here)
      await db.exec(`
        SET session_replication_role = replica;
        INSERT INTO bidding (id, tenant_id, bidding_no, school_id, dept_id, approver_id, title, category, budget, price_weight, score_items, create_user, required_doc_types)
        VALUES (1, 't', 'a', 1, 1, 1, 'a', 'G01', 120000.55, 40, '[]', 1, '{1}'), (2, 't', 'b', 1, 1, 1, 'b', 'G01', NULL, 40, '[]', 1, '{1}');
        INSERT INTO bidding_line (id, bidding_id, goods_code, goods_name, unit, est_qty, max_price) VALUES (10, 1, 'G0101', 'x', 'kg', 0.5, 0.29), (11, 1, 'G0102', 'y', 'kg', 2, NULL);
        INSERT INTO my_bidding (id, bidding_id, sign_up_id, supplier_id, total_amount) VALUES (20, 1, 1, 1, 999999999999.99), (21, 1, 2, 2, DEFAULT);
        INSERT INTO my_bidding_line (my_bidding_id, line_id, unit_price, amount) VALUES (20, 10, 0.29, 0.15);
        INSERT INTO bidding_commodity (id, tenant_id, bidding_id, supplier_id, school_id, goods_code, goods_name, unit, price, valid_from, valid_to)
        VALUES (30, 't', 1, 1, 1, 'G0101', 'x', 'kg', 7.5, current_date, current_date);
        INSERT INTO canteen_cost (id, tenant_id, canteen_id, month, meals_served, head_count, ingredient_cost, meal_fee_revenue)
        VALUES (40, 't', 1, '2025-01-01', 2, 1, 96000.5, 0.1);
        INSERT INTO canteen_cost_history (cost_id, version, snapshot)
        VALUES (40, 1, '{"mealsServed": 2, "headCount": 1, "ingredientCost": 96000.5, "mealFeeRevenue": 0.1, "remark": ""}');
        SET session_replication_role = origin;`);
      await db.exec(readFileSync(path.join(folder, MONEY), 'utf8'));

      const rows = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows.map((row) => Object.values(row).map(String));
      expect(await rows('SELECT budget FROM bidding ORDER BY id')).toEqual([['12000055'], ['null']]);
      expect(await rows('SELECT max_price, est_qty FROM bidding_line ORDER BY id')).toEqual([
        ['29', '0.50'],
        ['null', '2.00'],
      ]);
      expect(await rows('SELECT total_amount FROM my_bidding ORDER BY id')).toEqual([['99999999999999'], ['0']]);
      expect(await rows('SELECT unit_price, amount FROM my_bidding_line')).toEqual([['29', '15']]);
      expect(await rows('SELECT price FROM bidding_commodity')).toEqual([['750']]);
      expect(await rows('SELECT ingredient_cost, meal_fee_revenue FROM canteen_cost')).toEqual([['9600050', '10']]);
      expect((await db.query<{ snapshot: unknown }>('SELECT snapshot FROM canteen_cost_history')).rows[0]!.snapshot).toEqual({
        mealsServed: 2,
        headCount: 1,
        ingredientCost: 9_600_050,
        mealFeeRevenue: 10,
        remark: '',
      });
      await expect(db.exec('UPDATE canteen_cost SET meal_fee_revenue = 100000000000')).rejects.toThrow('canteen_cost_money_fen');
      await expect(db.exec('UPDATE my_bidding SET total_amount = 100000000000000 WHERE id = 20')).rejects.toThrow('my_bidding_total_fen');
      await expect(db.exec('UPDATE bidding SET budget = 0 WHERE id = 1')).rejects.toThrow('bidding_budget_fen');
      await expect(db.exec('UPDATE my_bidding_line SET unit_price = 0')).rejects.toThrow('check constraint');
    } finally {
      await db.close();
    }
  });
});

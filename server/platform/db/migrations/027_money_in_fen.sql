-- Money in one representation (docs/product-rules.md#money): the tenders' amounts and the canteens' monthly costs
-- become whole fen (bigint), as the wallets already are, so no amount is ever a binary fraction between the
-- request and the database. The columns keep their names; each value is its yuan × 100 (they held at most two
-- decimals, so the rounding changes nothing). The answers still say yuan: the server converts at the edge
-- (server/platform/http/money.ts). Quantities (est_qty), scores and the statistics' rice prices stay as they were.

-- 招标: the budget (0.01 – 99,999,999.99 元) and a line's price cap (0.01 – 9,999,999 元)
ALTER TABLE bidding ALTER COLUMN budget TYPE bigint USING round(budget * 100)::bigint;
ALTER TABLE bidding ADD CONSTRAINT bidding_budget_fen CHECK (budget BETWEEN 1 AND 9999999999);
ALTER TABLE bidding_line ALTER COLUMN max_price TYPE bigint USING round(max_price * 100)::bigint;
ALTER TABLE bidding_line ADD CONSTRAINT bidding_line_max_price_fen CHECK (max_price BETWEEN 1 AND 999999900);

-- 投标: a quote's unit prices, its lines' amounts (price × quantity, rounded to the fen) and their total, below a
-- trillion yuan as numeric(14, 2) held them
ALTER TABLE my_bidding ALTER COLUMN total_amount DROP DEFAULT;
ALTER TABLE my_bidding ALTER COLUMN total_amount TYPE bigint USING round(total_amount * 100)::bigint;
ALTER TABLE my_bidding ALTER COLUMN total_amount SET DEFAULT 0;
ALTER TABLE my_bidding ADD CONSTRAINT my_bidding_total_fen CHECK (total_amount >= 0 AND total_amount < 100000000000000);
ALTER TABLE my_bidding_line ALTER COLUMN unit_price TYPE bigint USING round(unit_price * 100)::bigint;
ALTER TABLE my_bidding_line ADD CONSTRAINT my_bidding_line_unit_price_fen CHECK (unit_price BETWEEN 1 AND 999999900);
ALTER TABLE my_bidding_line ALTER COLUMN amount TYPE bigint USING round(amount * 100)::bigint;
ALTER TABLE my_bidding_line ADD CONSTRAINT my_bidding_line_amount_fen CHECK (amount >= 0 AND amount < 100000000000000);

-- 供货目录: the price awarded (a quote's unit price)
ALTER TABLE bidding_commodity ALTER COLUMN price TYPE bigint USING round(price * 100)::bigint;
ALTER TABLE bidding_commodity ADD CONSTRAINT bidding_commodity_price_fen CHECK (price BETWEEN 1 AND 999999900);

-- 食材成本: a canteen's monthly ingredient cost and meal-fee revenue (0 – 999,999,999.99 元), and the history's
-- snapshots of them
ALTER TABLE canteen_cost ALTER COLUMN ingredient_cost TYPE bigint USING round(ingredient_cost * 100)::bigint;
ALTER TABLE canteen_cost ALTER COLUMN meal_fee_revenue TYPE bigint USING round(meal_fee_revenue * 100)::bigint;
ALTER TABLE canteen_cost ADD CONSTRAINT canteen_cost_money_fen
  CHECK (ingredient_cost BETWEEN 0 AND 99999999999 AND meal_fee_revenue BETWEEN 0 AND 99999999999);
UPDATE canteen_cost_history
   SET snapshot = snapshot
     || jsonb_build_object('ingredientCost', round((snapshot->>'ingredientCost')::numeric * 100)::bigint,
                           'mealFeeRevenue', round((snapshot->>'mealFeeRevenue')::numeric * 100)::bigint)
 WHERE snapshot ? 'ingredientCost' AND snapshot ? 'mealFeeRevenue';

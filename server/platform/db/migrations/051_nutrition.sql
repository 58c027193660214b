-- 营养管理 and 营养分析 (docs/product-rules.md#nutrition, docs/decisions/0016-nutrition.md). The food table and the
-- standard are data files of the product (server/modules/nutrition/data); a district's corrections are revisions here,
-- each a whole new version of the food (or of the standard's figures), never an edit in place.

-- A district's revision of one food (a correction of the book's figures, or a food the book lacks: code 'L…').
CREATE TABLE nutrition_food_revision (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  -- the tenant's food-table revision number this row made (1, 2, …): the table's version is 第6版 · 修订 n
  revision integer NOT NULL,
  code text NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  kind text NOT NULL,
  dark boolean NOT NULL DEFAULT false,
  edible numeric(5, 1) CHECK (edible > 0 AND edible <= 100),
  -- per 100 g edible portion; a key absent or null: not measured
  nutrients jsonb NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  create_user bigint NOT NULL,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  UNIQUE (tenant_id, revision)
);
CREATE INDEX nutrition_food_revision_code ON nutrition_food_revision (tenant_id, code, revision DESC);

-- A district's revision of the standard's daily figures (the whole table of WS/T 554's 表1 as the district sets it).
CREATE TABLE nutrition_standard_revision (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  revision integer NOT NULL,
  daily jsonb NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  create_user bigint NOT NULL,
  create_user_name text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT app_now(),
  UNIQUE (tenant_id, revision)
);

-- 菜品库: a school's dishes, each its ingredients with raw grams per serving.
CREATE TABLE nutrition_dish (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  cooking_method text NOT NULL DEFAULT '' CHECK (char_length(cooking_method) <= 20),
  is_deleted smallint NOT NULL DEFAULT 0,
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX nutrition_dish_name ON nutrition_dish (school_id, name) WHERE is_deleted = 0;

CREATE TABLE nutrition_dish_ingredient (
  dish_id bigint NOT NULL REFERENCES nutrition_dish (id),
  line_no smallint NOT NULL,
  food_code text NOT NULL,
  grams integer NOT NULL CHECK (grams BETWEEN 1 AND 2000),
  PRIMARY KEY (dish_id, line_no)
);

-- 食谱管理: a canteen's quantified week (带量食谱) for an age group; published (status 1), it is the week's menu.
CREATE TABLE nutrition_recipe (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
  age_group text NOT NULL CHECK (age_group IN ('6-8', '9-11', '12-14', '15-17')),
  -- 0 draft, 1 published (the week's menu), 2 replaced by a later published one
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  -- the food table's and the standard's revisions the published week was computed with
  food_revision integer,
  standard_revision integer,
  published_at timestamptz,
  publish_user_name text NOT NULL DEFAULT '',
  is_deleted smallint NOT NULL DEFAULT 0,
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX nutrition_recipe_published ON nutrition_recipe (canteen_id, week_start) WHERE status = 1 AND is_deleted = 0;
CREATE INDEX nutrition_recipe_week ON nutrition_recipe (tenant_id, week_start) WHERE is_deleted = 0;

CREATE TABLE nutrition_recipe_item (
  recipe_id bigint NOT NULL REFERENCES nutrition_recipe (id),
  day smallint NOT NULL CHECK (day BETWEEN 0 AND 6),
  meal smallint NOT NULL CHECK (meal IN (1, 2, 3)),
  line_no smallint NOT NULL,
  dish_id bigint NOT NULL REFERENCES nutrition_dish (id),
  PRIMARY KEY (recipe_id, day, meal, line_no)
);
CREATE INDEX nutrition_recipe_item_dish ON nutrition_recipe_item (dish_id);

-- 加工记录's dish names, linked to 菜品库: each school's names already recorded become its dishes (their ingredients
-- still to enter), and each record points at its dish.
ALTER TABLE ledger_processing ADD COLUMN dish_id bigint REFERENCES nutrition_dish (id);
INSERT INTO nutrition_dish (tenant_id, school_id, name)
SELECT DISTINCT p.tenant_id, p.school_id, p.dish FROM ledger_processing p;
UPDATE ledger_processing p SET dish_id = d.id FROM nutrition_dish d WHERE d.school_id = p.school_id AND d.name = p.dish AND d.is_deleted = 0;

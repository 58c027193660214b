-- 系统人员 (system personnel): the teachers, students and staff who eat in a school's canteens, their cards,
-- their wallets (现金 cash and 补贴 subsidy, integer fen) and the meal plans (餐别) they are on.
-- docs/product-rules.md#system-personnel. Every change of a balance is a row of sys_wallet_txn written in the same
-- transaction as the balance; the rows are never changed or deleted (corrections are reversing rows), so
-- cash = Σ cash_amount and subsidy = Σ subsidy_amount of a person's rows at all times.

-- A meal plan of a school (全托三餐, 午餐, 走读 …) and its price per meal in fen: 1 早餐, 2 午餐, 3 晚餐, 4 夜宵.
CREATE TABLE sys_meal_category (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  price1 integer NOT NULL DEFAULT 0 CHECK (price1 >= 0),
  price2 integer NOT NULL DEFAULT 0 CHECK (price2 >= 0),
  price3 integer NOT NULL DEFAULT 0 CHECK (price3 >= 0),
  price4 integer NOT NULL DEFAULT 0 CHECK (price4 >= 0),
  is_deleted smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sys_meal_category_name ON sys_meal_category (school_id, name) WHERE is_deleted = 0;

-- type: 1 教师 (teacher), 2 学生 (student), 3 职工 (staff). status: 1 正常 → 2 销户 (account closed; final).
CREATE TABLE sys_personnel (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  -- the canteen the person usually eats in (under the school), if any
  canteen_id bigint REFERENCES dept (id),
  personnel_no text NOT NULL CHECK (char_length(personnel_no) BETWEEN 1 AND 32),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  class_name text NOT NULL DEFAULT '' CHECK (char_length(class_name) <= 50),
  phone text NOT NULL DEFAULT '' CHECK (phone = '' OR phone ~ '^1[3-9][0-9]{9}$'),
  face_file_id bigint REFERENCES stored_file (id),
  meal_category_id bigint REFERENCES sys_meal_category (id),
  -- the password of the diner's own app (reset/password sets it back to the initial one)
  password_hash text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  closed_time timestamptz,
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 300),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  CHECK ((status = 2) = (closed_time IS NOT NULL))
);
CREATE UNIQUE INDEX sys_personnel_no ON sys_personnel (school_id, personnel_no) WHERE is_deleted = 0;
CREATE INDEX sys_personnel_list ON sys_personnel (tenant_id, school_id, type, personnel_no, id) WHERE is_deleted = 0;

-- A card: 1 正常 (normal) ⇄ 2 挂失 (reported lost) / 3 冻结 (frozen) → 4 注销 (cancelled; final). A replacement
-- cancels the old card and points it at the new one (replaced_by): the history of a person's cards.
CREATE TABLE sys_card (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  personnel_id bigint NOT NULL REFERENCES sys_personnel (id),
  card_no text NOT NULL CHECK (card_no ~ '^[0-9A-Za-z]{4,20}$'),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  replaced_by bigint REFERENCES sys_card (id),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
-- a number once per tenant among the cards not cancelled; one such card per person
CREATE UNIQUE INDEX sys_card_number ON sys_card (tenant_id, card_no) WHERE status <> 4;
CREATE UNIQUE INDEX sys_card_live ON sys_card (personnel_id) WHERE status <> 4;
CREATE INDEX sys_card_person ON sys_card (personnel_id, id);

CREATE TABLE sys_wallet (
  personnel_id bigint PRIMARY KEY REFERENCES sys_personnel (id),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  cash bigint NOT NULL DEFAULT 0 CHECK (cash >= 0),
  subsidy bigint NOT NULL DEFAULT 0 CHECK (subsidy >= 0),
  update_time timestamptz NOT NULL DEFAULT now()
);

-- One row per change of a wallet. amount = cash_amount + subsidy_amount (signed: + in, − out); cash_after and
-- subsidy_after are the balances the change left. request_id: the caller's key — the same key twice is one change.
CREATE TABLE sys_wallet_txn (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  personnel_id bigint NOT NULL REFERENCES sys_personnel (id),
  type text NOT NULL CHECK (type IN ('RECHARGE', 'CONSUME', 'REFUND', 'SUBSIDY_GRANT', 'SUBSIDY_EXPIRE', 'ADJUST', 'CLOSE_REFUND')),
  cash_amount bigint NOT NULL DEFAULT 0,
  subsidy_amount bigint NOT NULL DEFAULT 0,
  amount bigint GENERATED ALWAYS AS (cash_amount + subsidy_amount) STORED,
  cash_after bigint NOT NULL CHECK (cash_after >= 0),
  subsidy_after bigint NOT NULL CHECK (subsidy_after >= 0),
  dinner_type smallint CHECK (dinner_type BETWEEN 1 AND 4),
  device_sn text,
  window_id bigint,
  request_id text NOT NULL UNIQUE CHECK (char_length(request_id) BETWEEN 1 AND 64),
  remark text NOT NULL DEFAULT '',
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_wallet_txn_person ON sys_wallet_txn (personnel_id, id);
CREATE INDEX sys_wallet_txn_time ON sys_wallet_txn (tenant_id, create_time);
CREATE FUNCTION sys_wallet_txn_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sys_wallet_txn is append-only';
END $$;
CREATE TRIGGER sys_wallet_txn_no_change BEFORE UPDATE OR DELETE ON sys_wallet_txn FOR EACH ROW EXECUTE FUNCTION sys_wallet_txn_append_only();

-- 财务 (server/modules/finance/, docs/product-rules.md#finance): books, their subjects and periods, vouchers with their
-- lines, the business records each drafted voucher came from, the supplier payments (付款登记), and the audit log of
-- every write. Money is integer fen. A book is a school's canteen book (kind 1, one per school: the school's canteens
-- share it, a consumption voucher names its canteen) or a supplier's own (kind 2, one per supplier company).
CREATE TABLE fin_book (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  kind smallint NOT NULL CHECK (kind IN (1, 2)),
  school_id bigint UNIQUE REFERENCES dept (id),
  supplier_id bigint UNIQUE REFERENCES supplier_company (id),
  name text NOT NULL,
  -- the first period of the book ('YYYY-MM'): the subjects' opening balances are at its start
  start_period char(7) NOT NULL CHECK (start_period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  create_time timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 1 AND school_id IS NOT NULL AND supplier_id IS NULL) OR (kind = 2 AND supplier_id IS NOT NULL AND school_id IS NULL))
);
CREATE INDEX fin_book_tenant ON fin_book (tenant_id, kind);

-- 会计科目: a tree by code ('1403', '1403.02'); only leaves take voucher lines. category: 1 资产 2 负债 3 净资产
-- 4 收入 5 费用. direction: 1 借 (debit), -1 贷 (credit). counterpart_*: a subsidiary subject kept per supplier (the
-- school's 2202.xx) or per school (the supplier's 1122.xx), made when a draft first needs it. opening_balance: at the
-- start of the book's first period, signed in the subject's direction.
CREATE TABLE fin_subject (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  book_id bigint NOT NULL REFERENCES fin_book (id),
  code varchar(20) NOT NULL CHECK (code ~ '^\d{4}(\.\d{2,3})*$'),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  parent_id bigint REFERENCES fin_subject (id),
  category smallint NOT NULL CHECK (category BETWEEN 1 AND 5),
  direction smallint NOT NULL CHECK (direction IN (1, -1)),
  is_leaf boolean NOT NULL DEFAULT true,
  counterpart_supplier bigint REFERENCES supplier_company (id),
  counterpart_school bigint REFERENCES dept (id),
  opening_balance bigint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  version integer NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX fin_subject_code ON fin_subject (book_id, code) WHERE is_deleted = 0;
CREATE INDEX fin_subject_parent ON fin_subject (parent_id);

-- 会计期间: one row per book and month once the month is opened. status 0 未结账 (open), 1 已结账 (closed).
CREATE TABLE fin_period (
  book_id bigint NOT NULL REFERENCES fin_book (id),
  period char(7) NOT NULL CHECK (period ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  closed_by bigint REFERENCES app_user (id),
  closed_time timestamptz,
  PRIMARY KEY (book_id, period)
);

-- 记账凭证. status 0 草稿 (draft), 1 已审核 (audited), 2 已记账 (posted). number: unique per book, period and word,
-- proposed by the server. reversal_of: a red 冲销 voucher's original (its lines are the original's with the amounts
-- negated). source_kind: what drafted it (NULL when typed) — recharge, refund, subsidy, consume, issue, acceptance,
-- payment; on a supplier's book: sale, receipt. total: Σ debit (= Σ credit).
CREATE TABLE fin_voucher (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  book_id bigint NOT NULL REFERENCES fin_book (id),
  period char(7) NOT NULL,
  word text NOT NULL DEFAULT '记' CHECK (word IN ('记', '收', '付', '转')),
  number integer NOT NULL CHECK (number > 0),
  voucher_date date NOT NULL,
  attachments smallint NOT NULL DEFAULT 0 CHECK (attachments BETWEEN 0 AND 999),
  file_ids bigint[] NOT NULL DEFAULT '{}',
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
  total bigint NOT NULL,
  preparer bigint NOT NULL REFERENCES app_user (id),
  auditor bigint REFERENCES app_user (id),
  audit_time timestamptz,
  poster bigint REFERENCES app_user (id),
  post_time timestamptz,
  reversal_of bigint UNIQUE REFERENCES fin_voucher (id),
  source_kind text,
  remark text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT app_now(),
  update_time timestamptz NOT NULL DEFAULT app_now(),
  FOREIGN KEY (book_id, period) REFERENCES fin_period (book_id, period),
  CHECK (to_char(voucher_date, 'YYYY-MM') = period),
  CHECK (status = 0 OR auditor IS NOT NULL),
  CHECK (status < 2 OR poster IS NOT NULL)
);
CREATE UNIQUE INDEX fin_voucher_number ON fin_voucher (book_id, period, word, number) WHERE is_deleted = 0;
CREATE INDEX fin_voucher_list ON fin_voucher (book_id, voucher_date DESC, id DESC) WHERE is_deleted = 0;

-- A voucher's lines: exactly one side non-zero (negative on a red voucher). book_id, voucher_date and posted are the
-- voucher's, kept on the line so a subject's 明细账 and the 科目余额表 read one index.
CREATE TABLE fin_voucher_line (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  voucher_id bigint NOT NULL REFERENCES fin_voucher (id) ON DELETE CASCADE,
  line_no smallint NOT NULL,
  summary text NOT NULL CHECK (char_length(summary) BETWEEN 1 AND 60),
  subject_id bigint NOT NULL REFERENCES fin_subject (id),
  debit bigint NOT NULL DEFAULT 0,
  credit bigint NOT NULL DEFAULT 0,
  book_id bigint NOT NULL REFERENCES fin_book (id),
  voucher_date date NOT NULL,
  posted boolean NOT NULL DEFAULT false,
  UNIQUE (voucher_id, line_no),
  CHECK ((debit <> 0) <> (credit <> 0))
);
CREATE INDEX fin_voucher_line_ledger ON fin_voucher_line (book_id, subject_id, voucher_date) WHERE posted;

-- What a drafted voucher came from: a source is drafted once per book (a second run finds it taken). source_kind as on
-- fin_voucher; source_key: the record's id (a wallet change, an acceptance, a payment) or 'canteenId:YYYY-MM-DD' for
-- a canteen's day of consumption or issues. Deleting a draft frees its sources.
CREATE TABLE fin_voucher_source (
  voucher_id bigint NOT NULL REFERENCES fin_voucher (id) ON DELETE CASCADE,
  book_id bigint NOT NULL REFERENCES fin_book (id),
  source_kind text NOT NULL,
  source_key text NOT NULL,
  PRIMARY KEY (book_id, source_kind, source_key)
);
CREATE INDEX fin_voucher_source_voucher ON fin_voucher_source (voucher_id);

-- 付款登记: a school's payment to a supplier (drafts Dr 2202.xx / Cr 1002 on the school's book, and the receipt on the
-- supplier's).
CREATE TABLE fin_payment (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL REFERENCES dept (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  amount bigint NOT NULL CHECK (amount > 0),
  pay_date date NOT NULL,
  method text NOT NULL DEFAULT '转账',
  file_ids bigint[] NOT NULL DEFAULT '{}',
  remark text NOT NULL DEFAULT '',
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT app_now(),
  is_deleted smallint NOT NULL DEFAULT 0
);
CREATE INDEX fin_payment_school ON fin_payment (school_id, pay_date);
CREATE INDEX fin_payment_supplier ON fin_payment (supplier_id, pay_date);

-- Every finance write: who, what, on which record, with the change in brief. Append-only.
CREATE TABLE fin_audit (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  book_id bigint NOT NULL REFERENCES fin_book (id),
  user_id bigint NOT NULL REFERENCES app_user (id),
  action text NOT NULL,
  target_kind text NOT NULL,
  target_id text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  create_time timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX fin_audit_book ON fin_audit (book_id, id DESC);

-- 指标预警's thresholds, per district (tenant): the defaults below until a district changes one.
CREATE TABLE fin_indicator_setting (
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  code text NOT NULL CHECK (code IN ('closeDay', 'foodCostHigh', 'foodCostLow', 'emergencyAmount', 'emergencyShare', 'medianGap')),
  value integer NOT NULL CHECK (value >= 0),
  update_user bigint REFERENCES app_user (id),
  update_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, code)
);

-- 从业人员 (work personnel): the people who work in a school's canteens, their health certificates and their
-- morning checks (晨检). docs/product-rules.md#work-personnel. Membership of an attendance group lives with the
-- attendance tables (one row per person there), not here.

-- The posts a person may hold. food_handler: the post handles food, so the person needs a health certificate
-- (number, expiry and scan) to be saved. Reference data of the product: every database has it.
CREATE TABLE work_post (
  code text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  food_handler boolean NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO work_post (code, name, food_handler, sort) VALUES
  ('chef', '厨师', true, 1),
  ('pastry', '面点师', true, 2),
  ('prep', '切配工', true, 3),
  ('kitchenHand', '帮厨', true, 4),
  ('server', '分餐员', true, 5),
  ('dishwasher', '洗消员', true, 6),
  ('safetyOfficer', '食品安全管理员', false, 7),
  ('purchaser', '采购员', false, 8),
  ('storekeeper', '仓管员', false, 9),
  ('manager', '食堂经理', false, 10),
  ('other', '其他', false, 11);

-- status: 1 在岗 (on duty) ⇄ 2 离岗 (off duty) → 3 离职 (left; terminal). sex: 1 男, 2 女, 0 未知.
-- The certificate state is derived from health_cert_expiry against app_now() (008_bidding.sql): 已过期 before
-- today, 即将到期 within 30 days, else 有效 — never stored.
CREATE TABLE work_personnel (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  -- the school that employs the person (scope of writes) and the canteen they work in (under that school)
  school_id bigint NOT NULL REFERENCES dept (id),
  canteen_id bigint NOT NULL REFERENCES dept (id),
  -- the console account the person signs in with, if any (the work "user list")
  user_id bigint REFERENCES app_user (id),
  number text NOT NULL CHECK (char_length(number) BETWEEN 1 AND 32),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  sex smallint NOT NULL CHECK (sex IN (0, 1, 2)),
  phone text NOT NULL CHECK (phone ~ '^1[3-9][0-9]{9}$'),
  -- the whole number (GB 11643, checked by the server); lists show it masked
  id_card text NOT NULL CHECK (id_card ~ '^[0-9]{17}[0-9X]$'),
  post text NOT NULL REFERENCES work_post (code),
  health_cert_no text NOT NULL DEFAULT '' CHECK (char_length(health_cert_no) <= 64),
  health_cert_expiry date,
  health_cert_file_id bigint REFERENCES stored_file (id),
  face_file_id bigint REFERENCES stored_file (id),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  left_time timestamptz,
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 300),
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  CHECK (health_cert_no = '' OR health_cert_expiry IS NOT NULL),
  CHECK ((status = 3) = (left_time IS NOT NULL))
);
-- a number and an ID card once per school among the people not removed (one who left may be hired again)
CREATE UNIQUE INDEX work_personnel_number ON work_personnel (school_id, number) WHERE is_deleted = 0;
CREATE UNIQUE INDEX work_personnel_id_card ON work_personnel (school_id, id_card) WHERE is_deleted = 0 AND status <> 3;
-- an account is linked to one person at most
CREATE UNIQUE INDEX work_personnel_user ON work_personnel (user_id) WHERE is_deleted = 0 AND user_id IS NOT NULL;
-- the list: a canteen's people by status, newest first; the tenant-wide reads of the supervising units
CREATE INDEX work_personnel_canteen ON work_personnel (canteen_id, status, id DESC) WHERE is_deleted = 0;
CREATE INDEX work_personnel_tenant ON work_personnel (tenant_id, school_id) WHERE is_deleted = 0;
-- 健康证管理 and the 待办提醒 count: certificates by expiry
CREATE INDEX work_personnel_cert_expiry ON work_personnel (tenant_id, health_cert_expiry) WHERE is_deleted = 0 AND status <> 3;
CREATE INDEX work_personnel_phone ON work_personnel (tenant_id, (phone COLLATE "C")) WHERE is_deleted = 0;

-- 晨检: a person's morning check, at most one a day. signdNumber counts them: {total: people 在岗, signed: those
-- of them checked that day}. The reference server has no check-in devices; the demo seed writes today's checks.
CREATE TABLE work_morning_check (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  personnel_id bigint NOT NULL REFERENCES work_personnel (id),
  check_date date NOT NULL,
  check_time timestamptz NOT NULL,
  -- body temperature in tenths of a degree (365 = 36.5 °C)
  temperature smallint CHECK (temperature BETWEEN 340 AND 430),
  -- 1 正常 (fit for work), 2 异常 (sent home)
  result smallint NOT NULL DEFAULT 1 CHECK (result IN (1, 2)),
  remark text NOT NULL DEFAULT '',
  UNIQUE (personnel_id, check_date)
);
CREATE INDEX work_morning_check_date ON work_morning_check (tenant_id, check_date);

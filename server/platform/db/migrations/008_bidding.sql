-- 招标 / 投标: a school's or education department's tender, from draft to the supplier bound to the school
-- (docs/product-rules.md#bidding). bidding_progress is the state machine:
--   0 草稿 · 1 待审核 · 2 已驳回 · 3 报名中 · 4 资格审查 · 5 投标中 · 6 评标中 · 7 待定标 · 8 中标公示 · 9 已完成 · 10 已终止
-- Every transition is one guarded UPDATE (… WHERE bidding_progress = the state it leaves AND version = …) with
-- its row in bidding_audit, in one transaction.

-- The bidding domain's clock: the database's, moved by an offset only the test routes write (TEST_SUPPORT,
-- refused in production; a server started without it clears any offset left behind).
CREATE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT now() + COALESCE((SELECT value::interval FROM app_setting WHERE key = 'clock.offset'), interval '0')
$$;

-- The goods a tender may ask for: categories (parent_code '') and their items, the schoolGoods dictionary.
CREATE TABLE school_goods (
  code text PRIMARY KEY,
  parent_code text NOT NULL DEFAULT '',
  name text NOT NULL,
  spec text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX school_goods_parent ON school_goods (parent_code, sort);

-- The goods dictionary (schoolGoods): six categories and their items. Reference data of the product: every
-- database has it.
INSERT INTO school_goods (code, parent_code, name, spec, unit, sort) VALUES
  ('G01', '', '粮油', '', '', 1),
  ('G0101', 'G01', '大米', '五常稻花香 一级', 'kg', 1),
  ('G0102', 'G01', '面粉', '高筋 25kg/袋', 'kg', 2),
  ('G0103', 'G01', '食用植物油', '非转基因大豆油 5L/桶', 'L', 3),
  ('G0104', 'G01', '挂面', '鸡蛋挂面', 'kg', 4),
  ('G0105', 'G01', '小米', '黄小米', 'kg', 5),
  ('G0106', 'G01', '玉米面', '细玉米粉', 'kg', 6),
  ('G02', '', '肉类', '', '', 2),
  ('G0201', 'G02', '猪肉（前腿）', '冷鲜 去皮', 'kg', 1),
  ('G0202', 'G02', '猪肉（里脊）', '冷鲜', 'kg', 2),
  ('G0203', 'G02', '牛肉', '冷鲜 牛腩', 'kg', 3),
  ('G0204', 'G02', '羊肉', '冷鲜 羊腿', 'kg', 4),
  ('G0205', 'G02', '猪排骨', '冷鲜 肋排', 'kg', 5),
  ('G0206', 'G02', '猪肉馅', '肥瘦三七', 'kg', 6),
  ('G03', '', '禽蛋', '', '', 3),
  ('G0301', 'G03', '鸡蛋', '新鲜 洁蛋', 'kg', 1),
  ('G0302', 'G03', '鸭蛋', '新鲜', 'kg', 2),
  ('G0303', 'G03', '鸡胸肉', '冷鲜', 'kg', 3),
  ('G0304', 'G03', '鸡腿', '冷鲜 琵琶腿', 'kg', 4),
  ('G0305', 'G03', '鸡翅中', '冷冻', 'kg', 5),
  ('G0306', 'G03', '鹌鹑蛋', '新鲜', 'kg', 6),
  ('G04', '', '水产', '', '', 4),
  ('G0401', 'G04', '草鱼', '鲜活 1.5kg以上', 'kg', 1),
  ('G0402', 'G04', '鲈鱼', '鲜活', 'kg', 2),
  ('G0403', 'G04', '带鱼', '冷冻 中段', 'kg', 3),
  ('G0404', 'G04', '虾仁', '冷冻 去壳', 'kg', 4),
  ('G0405', 'G04', '巴沙鱼柳', '冷冻 无刺', 'kg', 5),
  ('G0406', 'G04', '海带', '干货', 'kg', 6),
  ('G05', '', '蔬菜', '', '', 5),
  ('G0501', 'G05', '大白菜', '新鲜', 'kg', 1),
  ('G0502', 'G05', '土豆', '黄心', 'kg', 2),
  ('G0503', 'G05', '西红柿', '新鲜', 'kg', 3),
  ('G0504', 'G05', '黄瓜', '新鲜', 'kg', 4),
  ('G0505', 'G05', '胡萝卜', '新鲜', 'kg', 5),
  ('G0506', 'G05', '青椒', '新鲜', 'kg', 6),
  ('G0507', 'G05', '西兰花', '新鲜', 'kg', 7),
  ('G0508', 'G05', '菠菜', '新鲜', 'kg', 8),
  ('G06', '', '豆制品', '', '', 6),
  ('G0601', 'G06', '老豆腐', '盒装', 'kg', 1),
  ('G0602', 'G06', '嫩豆腐', '盒装', 'kg', 2),
  ('G0603', 'G06', '豆腐干', '五香', 'kg', 3),
  ('G0604', 'G06', '腐竹', '干货', 'kg', 4),
  ('G0605', 'G06', '豆浆', '鲜磨', 'L', 5),
  ('G0606', 'G06', '千张', '新鲜', 'kg', 6);

CREATE SEQUENCE bidding_no_seq;

CREATE TABLE bidding (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  bidding_no text NOT NULL,
  -- the tendering unit (a school or an education department: the creator's department)
  school_id bigint NOT NULL REFERENCES dept (id),
  -- the approving department: the chosen approver's; any bid approver of it or below may decide
  dept_id bigint NOT NULL REFERENCES dept (id),
  approver_id bigint NOT NULL REFERENCES app_user (id),
  title text NOT NULL,
  category text NOT NULL REFERENCES school_goods (code),
  budget numeric(12, 2) NOT NULL,
  supply_start date NOT NULL,
  supply_end date NOT NULL,
  content text NOT NULL DEFAULT '',
  qualification_req text NOT NULL DEFAULT '',
  -- qualification_type keys every bidder must hold, valid through supply_start (1 营业执照 always)
  required_doc_types smallint[] NOT NULL,
  sign_up_start timestamptz NOT NULL,
  sign_up_end timestamptz NOT NULL,
  -- also the quotes' deadline
  opening_time timestamptz NOT NULL,
  min_bidders smallint NOT NULL DEFAULT 3,
  winner_count smallint NOT NULL DEFAULT 1,
  price_weight smallint NOT NULL,
  -- [{ code, name, max }]; with price_weight they total 100
  score_items jsonb NOT NULL,
  bidding_group_id bigint NOT NULL REFERENCES bidding_group (id),
  -- the panel as it stood at opening: the experts who score
  panel_ids bigint[] NOT NULL DEFAULT '{}',
  publicity_days smallint NOT NULL DEFAULT 3,
  publicity_end timestamptz,
  approve_opinion text NOT NULL DEFAULT '',
  approve_user bigint REFERENCES app_user (id),
  approve_time timestamptz,
  -- when the approval published it (suppliers see a tender from then on, whatever happens to it later)
  publish_time timestamptz,
  -- when the quotes were opened (they are readable by others from then on)
  opened_time timestamptz,
  terminate_reason text NOT NULL DEFAULT '',
  award_reason text NOT NULL DEFAULT '',
  -- the winners (my_bidding ids), in the order chosen
  winner_ids bigint[] NOT NULL DEFAULT '{}',
  source_bidding_id bigint REFERENCES bidding (id),
  bidding_progress smallint NOT NULL DEFAULT 0 CHECK (bidding_progress BETWEEN 0 AND 10),
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_user bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX bidding_no_unique ON bidding (tenant_id, bidding_no);
CREATE INDEX bidding_list ON bidding (tenant_id, bidding_progress, create_time DESC, id DESC) WHERE is_deleted = 0;
CREATE INDEX bidding_school ON bidding (school_id, create_time DESC, id DESC) WHERE is_deleted = 0;
CREATE INDEX bidding_title ON bidding (tenant_id, (lower(title) COLLATE "C")) WHERE is_deleted = 0;
-- the time-driven moves find their rows without a scan
CREATE INDEX bidding_sign_up_due ON bidding (sign_up_end) WHERE bidding_progress = 3 AND is_deleted = 0;
CREATE INDEX bidding_publicity_due ON bidding (publicity_end) WHERE bidding_progress = 8 AND is_deleted = 0;

-- 清单: the goods lines of a tender.
CREATE TABLE bidding_line (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  goods_code text NOT NULL REFERENCES school_goods (code),
  goods_name text NOT NULL,
  spec text NOT NULL DEFAULT '',
  unit text NOT NULL,
  est_qty numeric(12, 2) NOT NULL CHECK (est_qty > 0),
  max_price numeric(12, 2) CHECK (max_price > 0),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (bidding_id, goods_code)
);

-- The shortlist of a tender (shortId): open while sign-ups are reviewed, confirmed with 投标中.
CREATE TABLE bidding_shortlist (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  bidding_id bigint NOT NULL UNIQUE REFERENCES bidding (id),
  status smallint NOT NULL DEFAULT 0,
  confirm_user bigint,
  confirm_time timestamptz
);

-- 报名: a supplier's sign-up, with its documents and shop as they were (snapshots).
-- short_status: 0 待审核, 1 入围, 2 未入围.
CREATE TABLE supplier_sign_up (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  short_id bigint NOT NULL REFERENCES bidding_shortlist (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  account_id bigint,
  contacts_name text NOT NULL,
  mobile text NOT NULL,
  docs jsonb NOT NULL DEFAULT '[]',
  shop jsonb NOT NULL DEFAULT '{}',
  short_status smallint NOT NULL DEFAULT 0,
  review_reason text NOT NULL DEFAULT '',
  review_user bigint,
  review_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (bidding_id, supplier_id)
);
CREATE INDEX supplier_sign_up_supplier ON supplier_sign_up (supplier_id, create_time DESC);

-- 投标: a shortlisted supplier's bid. status: 0 暂存, 1 已递交, 3 无效, 4 中标, 5 未中标.
CREATE TABLE my_bidding (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  sign_up_id bigint NOT NULL UNIQUE REFERENCES supplier_sign_up (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  status smallint NOT NULL DEFAULT 0,
  total_amount numeric(14, 2) NOT NULL DEFAULT 0,
  submit_time timestamptz,
  price_score numeric(6, 2),
  total_score numeric(6, 2),
  rank smallint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (bidding_id, supplier_id)
);

CREATE TABLE my_bidding_line (
  my_bidding_id bigint NOT NULL REFERENCES my_bidding (id),
  line_id bigint NOT NULL REFERENCES bidding_line (id),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price > 0),
  amount numeric(14, 2) NOT NULL,
  brand text NOT NULL DEFAULT '',
  origin text NOT NULL DEFAULT '',
  PRIMARY KEY (my_bidding_id, line_id)
);

-- An expert's scores of one bid. status: 1 暂存, 2 已提交 (final). entered_by: the clerk, for an expert
-- without a login (paper_file_id: the signed paper form).
CREATE TABLE bid_evaluation (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  my_bidding_id bigint NOT NULL REFERENCES my_bidding (id),
  expert_id bigint NOT NULL REFERENCES expert (id),
  items jsonb NOT NULL,
  total numeric(6, 2) NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  avoidance_confirmed boolean NOT NULL DEFAULT false,
  entered_by bigint,
  paper_file_id bigint,
  update_time timestamptz NOT NULL DEFAULT now(),
  submit_time timestamptz,
  UNIQUE (my_bidding_id, expert_id)
);
CREATE INDEX bid_evaluation_bidding ON bid_evaluation (bidding_id, expert_id);

-- Notices published on the transitions. type: 1 招标公告, 2 入围公示, 3 终止/流标公告, 4 中标公示.
CREATE TABLE bidding_notice (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  type smallint NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  publish_time timestamptz NOT NULL,
  end_time timestamptz
);
CREATE INDEX bidding_notice_bidding ON bidding_notice (bidding_id, publish_time);

-- 供货目录: what an award lets the school buy from the winner, at the quoted price.
CREATE TABLE bidding_commodity (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  school_id bigint NOT NULL REFERENCES dept (id),
  goods_code text NOT NULL,
  goods_name text NOT NULL,
  unit text NOT NULL,
  price numeric(12, 2) NOT NULL,
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  is_deleted smallint NOT NULL DEFAULT 0,
  remove_reason text NOT NULL DEFAULT '',
  remove_user bigint,
  remove_time timestamptz,
  UNIQUE (bidding_id, supplier_id, goods_code)
);
CREATE INDEX bidding_commodity_school ON bidding_commodity (school_id) WHERE is_deleted = 0;

-- A binding made by an award remembers the tender and the supply period.
ALTER TABLE supplier_binding ADD COLUMN bidding_id bigint REFERENCES bidding (id);
ALTER TABLE supplier_binding ADD COLUMN category text NOT NULL DEFAULT '';
ALTER TABLE supplier_binding ADD COLUMN valid_from date;
ALTER TABLE supplier_binding ADD COLUMN valid_to date;

-- Append-only: every transition, shortlist decision, quote, score, removal and document download.
CREATE TABLE bidding_audit (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  bidding_id bigint NOT NULL REFERENCES bidding (id),
  entity text NOT NULL,
  entity_id bigint,
  action text NOT NULL,
  from_progress smallint,
  to_progress smallint,
  opinion text NOT NULL DEFAULT '',
  user_id bigint,
  user_kind text NOT NULL,
  user_name text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bidding_audit_bidding ON bidding_audit (bidding_id, id);
CREATE FUNCTION bidding_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bidding_audit is append-only';
END $$;
CREATE TRIGGER bidding_audit_no_change BEFORE UPDATE OR DELETE ON bidding_audit FOR EACH ROW EXECUTE FUNCTION bidding_audit_append_only();

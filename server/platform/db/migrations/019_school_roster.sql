-- 同步数据: the school's own records that 人员信息 synchronises from (synchronTeacher/Student/Card/Amount). The
-- reference server has no school system, so this table stands in for it, filled by the demo seed with a few
-- differences from the diners. docs/product-rules.md#personnel-sync.
CREATE TABLE school_roster (
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  school_id bigint NOT NULL,
  personnel_no varchar(32) NOT NULL,
  name varchar(50) NOT NULL,
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  class_name varchar(50) NOT NULL DEFAULT '',
  card_no varchar(20),
  -- the cash balance the school's records hold (fen)
  cash bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (school_id, personnel_no)
);

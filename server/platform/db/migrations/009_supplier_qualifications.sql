-- 企业资质: the documents a supplier holds to take part in tenders — one current document per type.
-- doc_type is a key of the dictionary `qualification_type`: 1 营业执照, 2 食品经营许可证, 3 食品生产许可证,
-- 4 动物检疫合格证明, 5 农残检测报告, 6 冷链车辆证明. expire_date NULL means 长期有效 (no expiry).
-- The tender sign-up reads this table (server/modules/supplier/qualifications.ts) to check a supplier's documents.
CREATE TABLE supplier_qualification (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  supplier_id bigint NOT NULL REFERENCES supplier_company (id),
  doc_type smallint NOT NULL CHECK (doc_type BETWEEN 1 AND 6),
  doc_no text NOT NULL DEFAULT '',
  -- the scan (a PDF or an image) in stored_file
  file_id bigint REFERENCES stored_file (id),
  issue_date date,
  expire_date date,
  remark text NOT NULL DEFAULT '',
  create_user bigint,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  is_deleted smallint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  CHECK (expire_date IS NULL OR issue_date IS NULL OR expire_date >= issue_date)
);
CREATE UNIQUE INDEX supplier_qualification_type ON supplier_qualification (supplier_id, doc_type) WHERE is_deleted = 0;
CREATE INDEX supplier_qualification_tenant ON supplier_qualification (tenant_id);

-- supplier_company.status (smallint, default 1) is the supplier's review status:
-- 0 待审核 (registered, pending review), 1 已审核 (approved), 2 已禁用 (blacklisted).
COMMENT ON COLUMN supplier_company.status IS '0 待审核, 1 已审核, 2 已禁用';
COMMENT ON COLUMN supplier_qualification.doc_type IS 'qualification_type: 1 营业执照, 2 食品经营许可证, 3 食品生产许可证, 4 动物检疫合格证明, 5 农残检测报告, 6 冷链车辆证明';
COMMENT ON COLUMN supplier_qualification.expire_date IS 'NULL = 长期有效';

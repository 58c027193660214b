-- 通知 (notices, server/modules/notice/, docs/product-rules.md#notices): the spec's demo notice — img, title, subtitle,
-- tag, status — with a plain-text body (never HTML). status: 0 草稿 (draft), 1 已发布 (published), 2 已撤回 (withdrawn).
-- A notice is addressed to its whole tenant (audience 0) or to the schools listed in notice_school (audience 1).
-- create_dept is the publishing unit: its publishers edit its drafts and withdraw what it published. The 通知公告
-- management screen and read receipts (a later issue) stand on the same table: a receipt is a row per notice and user.
CREATE TABLE notice (
  id bigint PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  tenant_id varchar(12) NOT NULL REFERENCES tenant (tenant_id),
  create_dept bigint NOT NULL REFERENCES dept (id),
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  tag text NOT NULL DEFAULT '',
  img text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  audience smallint NOT NULL DEFAULT 0 CHECK (audience IN (0, 1)),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  publish_user bigint REFERENCES app_user (id),
  publish_time timestamptz,
  withdraw_user bigint REFERENCES app_user (id),
  withdraw_time timestamptz,
  create_user bigint NOT NULL REFERENCES app_user (id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  is_deleted smallint NOT NULL DEFAULT 0,
  CONSTRAINT notice_published CHECK (status = 0 OR publish_time IS NOT NULL)
);
-- the news list: a tenant's published notices, newest first
CREATE INDEX notice_tenant ON notice (tenant_id, status, publish_time DESC, id DESC);

CREATE TABLE notice_school (
  notice_id bigint NOT NULL REFERENCES notice (id) ON DELETE CASCADE,
  school_id bigint NOT NULL REFERENCES dept (id),
  PRIMARY KEY (notice_id, school_id)
);
CREATE INDEX notice_school_school ON notice_school (school_id);

-- 发布公告 (notice_publish) is the bureaus' (policy `notice.publish`), on 新闻资讯 where notices are written now: a
-- database seeded before held it under 通知公告 and gave it to every role of that top menu.
UPDATE menu SET roles = '{administrator,education}', parent_id = COALESCE((SELECT n.id FROM menu n WHERE n.code = 'news' AND n.category = 1 AND n.is_deleted = 0), parent_id)
 WHERE code = 'notice_publish' AND category = 2;
DELETE FROM role_menu WHERE menu_id IN (SELECT id FROM menu WHERE code = 'notice_publish')
  AND role_id IN (SELECT id FROM role WHERE role_alias NOT IN ('administrator', 'education'));

-- The platform administrator (role administrator, tenant 000000) keeps the platform — 首页's 待办提醒, 系统管理, 办公审批,
-- 流程管理 — and is granted no business module (server/seed/menus.ts roleTopMenus, docs/product-rules.md#roles-and-menus):
-- its tenant holds no school, so every business screen showed it an empty list. A database seeded before held every
-- top menu's items for that role, and 首页's business items (数据看板, 学校一览, 新闻资讯, 供应商绑定, 函询管理).
UPDATE menu SET roles = array_remove(roles, 'administrator')
 WHERE code IN ('welDashboard', 'schoolList', 'news', 'notice_publish', 'supplierBinding', 'letter', 'letter_add') AND 'administrator' = ANY (roles);
WITH RECURSIVE tree AS (
  SELECT m.id, t.code AS top_code, 0 AS depth FROM menu m
    JOIN top_menu_setting s ON s.menu_id = m.id JOIN top_menu t ON t.id = s.top_menu_id
  UNION ALL
  SELECT m.id, tree.top_code, tree.depth + 1 FROM menu m JOIN tree ON m.parent_id = tree.id WHERE tree.depth < 10
), business AS (
  SELECT id FROM tree WHERE top_code <> 'base'
  UNION
  SELECT id FROM tree WHERE id IN (
    WITH RECURSIVE under AS (
      SELECT id, 0 AS depth FROM menu WHERE code IN ('welDashboard', 'schoolList', 'news', 'supplierBinding', 'letter') AND category = 1
      UNION ALL
      SELECT m.id, under.depth + 1 FROM menu m JOIN under ON m.parent_id = under.id WHERE under.depth < 10
    ) SELECT id FROM under)
)
DELETE FROM role_menu
 WHERE role_id IN (SELECT id FROM role WHERE role_alias = 'administrator')
   AND menu_id IN (SELECT id FROM business);

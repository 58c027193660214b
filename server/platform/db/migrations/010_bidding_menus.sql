-- 专家评标 is the panel experts' screen (the administrator sees every screen): a tenderer enters the scores of an
-- expert without a login from the tender's detail, and other roles have no business in it. Existing databases
-- lose the grants that a new one never makes.
UPDATE menu SET roles = '{administrator,expert}' WHERE code IN ('biddingEvaluate', 'evaluation_submit');
DELETE FROM role_menu rm USING role r, menu m
 WHERE rm.role_id = r.id AND rm.menu_id = m.id AND m.code IN ('biddingEvaluate', 'evaluation_submit') AND r.role_alias NOT IN ('administrator', 'expert');

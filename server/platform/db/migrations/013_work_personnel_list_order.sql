-- The staff list's order (status, then number) as an index, so a reader of many canteens — an education bureau
-- over hundreds — gets a page by walking it instead of sorting every person it may see (npm run bench:personnel).
CREATE INDEX work_personnel_list_order ON work_personnel (tenant_id, status, number, id) WHERE is_deleted = 0;

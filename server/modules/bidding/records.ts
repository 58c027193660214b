// How a tender and its parts read on the wire (docs/contract.md#bidding): ids as text, money as numbers,
// times as wall-clock text in the deployment's time zone.
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/crud-errors.ts';
import { TIME } from '../../platform/db/zoned.ts';
import type { BiddingCaller } from './caller.ts';
import { visibleTo } from './caller.ts';
import { sql } from '../../platform/db/sql.ts';
import { NOT_FOUND } from './states.ts';
import { yuanOf } from '../../platform/http/money.ts';

export const at = TIME;
export const onDay = (column: string) => sql`to_char(${sql.raw(column)}, 'YYYY-MM-DD')`;

/** A tender as the lists show it. */
export const SUMMARY = sql`
  SELECT b.id::text, b.bidding_no AS "biddingNo", b.title, b.category, c.name AS "categoryName", b.school_id::text AS "schoolId", s.dept_name AS "schoolName",
         ${yuanOf('b.budget')} AS budget, ${at('b.sign_up_start')} AS "signUpStart", ${at('b.sign_up_end')} AS "signUpEnd", ${at('b.opening_time')} AS "openingTime",
         ${at('b.publicity_end')} AS "publicityEnd", b.bidding_progress AS "biddingProgress", ${at('b.create_time')} AS "createTime", b.version,
         (SELECT count(*)::int FROM supplier_sign_up u WHERE u.bidding_id = b.id) AS "signUpCount"
    FROM bidding b JOIN dept s ON s.id = b.school_id LEFT JOIN school_goods c ON c.code = b.category`;

/** The whole tender, as the detail and the form read it. */
export const DETAIL = sql`
  SELECT b.id::text, b.bidding_no AS "biddingNo", b.title, b.category, c.name AS "categoryName", b.school_id::text AS "schoolId", s.dept_name AS "schoolName",
         b.dept_id::text AS "deptId", b.approver_id::text AS "approverId", ap.real_name AS "approverName", ${yuanOf('b.budget')} AS budget,
         ${onDay('b.supply_start')} AS "supplyStart", ${onDay('b.supply_end')} AS "supplyEnd", b.content, b.qualification_req AS "qualificationReq",
         b.required_doc_types AS "requiredDocTypes", ${at('b.sign_up_start')} AS "signUpStart", ${at('b.sign_up_end')} AS "signUpEnd",
         ${at('b.opening_time')} AS "openingTime", b.min_bidders AS "minBidders", b.winner_count AS "winnerCount", b.price_weight AS "priceWeight",
         b.score_items AS "scoreItems", b.bidding_group_id::text AS "biddingGroupId", g.group_name AS "biddingGroupName", b.publicity_days AS "publicityDays",
         ${at('b.publicity_end')} AS "publicityEnd", b.approve_opinion AS "approveOpinion", ${at('b.approve_time')} AS "approveTime",
         b.terminate_reason AS "terminateReason", b.award_reason AS "awardReason", b.winner_ids::text[] AS ids, b.source_bidding_id::text AS "sourceBiddingId",
         sh.id::text AS "shortId", b.bidding_progress AS "biddingProgress", cu.real_name AS "createBy", b.create_user::text AS "createUser",
         ${at('b.create_time')} AS "createTime", b.version
    FROM bidding b JOIN dept s ON s.id = b.school_id LEFT JOIN school_goods c ON c.code = b.category LEFT JOIN app_user ap ON ap.id = b.approver_id
    LEFT JOIN bidding_group g ON g.id = b.bidding_group_id LEFT JOIN app_user cu ON cu.id = b.create_user LEFT JOIN bidding_shortlist sh ON sh.bidding_id = b.id`;

/** The lines of tender `id`. */
export const LINES = (id: string) => sql`
  SELECT l.id::text, l.goods_code AS "goodsCode", l.goods_name AS "goodsName", l.spec, l.unit, l.est_qty::float8 AS "estQty", ${yuanOf('l.max_price')} AS "maxPrice"
    FROM bidding_line l WHERE l.bidding_id = ${id} ORDER BY l.sort, l.id`;

export interface BiddingRow {
  id: string;
  tenantId: string;
  schoolId: string;
  deptId: string;
  createUser: string;
  progress: number;
  version: number;
  title: string;
  openingPassed: boolean;
  signUpOpen: boolean;
  winnerCount: number;
  minBidders: number;
  priceWeight: number;
  requiredDocTypes: number[];
  supplyStart: string;
  biddingGroupId: string;
  panelIds: string[];
  publicityDays: number;
  scoreItems: { code: string; name: string; max: number }[];
}

/** The tender if the caller may see it (404 数据不存在 otherwise — another tenant's looks like no tender at all), locked with `lock`. */
export async function visibleBidding(db: Queryable, caller: BiddingCaller, id: string | undefined, lock = false): Promise<BiddingRow> {
  const { rows } = id
    ? await db.query<BiddingRow>(
        sql`SELECT b.id::text, b.tenant_id AS "tenantId", b.school_id::text AS "schoolId", b.dept_id::text AS "deptId", b.create_user::text AS "createUser",
                b.bidding_progress AS progress, b.version, b.title, b.opening_time <= app_now() AS "openingPassed",
                app_now() BETWEEN b.sign_up_start AND b.sign_up_end AS "signUpOpen", b.winner_count AS "winnerCount", b.min_bidders AS "minBidders",
                b.price_weight AS "priceWeight", b.required_doc_types::int[] AS "requiredDocTypes", ${onDay('b.supply_start')} AS "supplyStart",
                b.bidding_group_id::text AS "biddingGroupId", b.panel_ids::text[] AS "panelIds", b.publicity_days AS "publicityDays", b.score_items AS "scoreItems"
           FROM bidding b WHERE ${visibleTo(caller)} AND b.id = ${id}${lock ? sql` FOR UPDATE OF b` : sql.empty}`,
      )
    : { rows: [] };
  if (!rows[0]) throw notFound(NOT_FOUND);
  return rows[0];
}

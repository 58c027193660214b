// The tender's records as the server answers them (docs/contract.md#bidding).

import { PROGRESS, type BidStatus, type Progress, type ShortStatus } from '../../../contract/bidding';

export {
  BID,
  BIDDING_REASONS,
  EDITABLE,
  NOTICE,
  PROGRESS,
  SHORT,
  TERMINABLE,
  type BidStatus,
  type Progress,
  type ShortStatus,
} from '../../../contract/bidding';
export const ALL_PROGRESS: Progress[] = Object.values(PROGRESS);

export interface BiddingSummary {
  id: string;
  biddingNo: string;
  title: string;
  category: string;
  categoryName: string;
  schoolId: string;
  schoolName: string;
  budget: number;
  signUpStart: string;
  signUpEnd: string;
  openingTime: string;
  publicityEnd: string | null;
  biddingProgress: Progress;
  createTime: string;
  version: number;
  signUpCount: number;
}

export interface BiddingLine {
  id: string;
  goodsCode: string;
  goodsName: string;
  spec: string;
  unit: string;
  estQty: number;
  maxPrice: number | null;
}

export interface ScoreItem {
  code: string;
  name: string;
  max: number;
}

export interface BiddingDetail extends BiddingSummary {
  deptId: string;
  approverId?: string;
  approverName?: string;
  supplyStart: string;
  supplyEnd: string;
  content: string;
  qualificationReq: string;
  requiredDocTypes: number[];
  minBidders: number;
  winnerCount: number;
  priceWeight: number;
  scoreItems: ScoreItem[];
  biddingGroupId: string;
  biddingGroupName: string;
  publicityDays: number;
  approveOpinion?: string;
  approveTime: string | null;
  terminateReason: string;
  awardReason: string;
  ids: string[];
  sourceBiddingId: string | null;
  shortId: string | null;
  createBy: string;
  createUser: string;
  lines: BiddingLine[];
  /** A supplier's own sign-up and bid. */
  signUpId?: string | null;
  shortStatus?: ShortStatus | null;
  reviewReason?: string;
  myBiddingId?: string | null;
  myBiddingStatus?: BidStatus | null;
}

/** The tender's form (submit with biddingProgress 0 to save, 1 to submit for approval). */
export interface BiddingForm {
  id?: string;
  version?: number;
  biddingProgress: 0 | 1;
  title: string;
  category: string;
  budget: number;
  supplyStart: string;
  supplyEnd: string;
  content: string;
  qualificationReq: string;
  requiredDocTypes: number[];
  signUpStart: string;
  signUpEnd: string;
  openingTime: string;
  minBidders: number;
  winnerCount: number;
  priceWeight: number;
  scoreItems: ScoreItem[];
  biddingGroupId: string;
  approverId: string;
  publicityDays: number;
  lines: { goodsCode: string; spec: string; estQty: number; maxPrice: number | null }[];
}

export interface Notice {
  id: string;
  /** 1 招标公告, 2 入围公示, 3 终止/流标公告, 4 中标公示 */
  type: 1 | 2 | 3 | 4;
  title: string;
  content: string;
  publishTime: string;
  endTime: string | null;
}

/** A notice with its tender, as the notices of every visible tender list it. */
export interface NoticeRow extends Notice {
  biddingId: string;
  biddingTitle: string;
  biddingNo: string;
  schoolName: string;
}

export interface AuditRow {
  id: string;
  entity: string;
  entityId: string;
  action: string;
  fromProgress: Progress | null;
  toProgress: Progress | null;
  opinion: string;
  userKind: 'user' | 'supplier' | 'system';
  userName: string;
  createTime: string;
  /** A score sheet's expert (entity evaluation); null otherwise. */
  expertName?: string | null;
  /** The sheet was entered by someone other than its expert: a clerk from the signed paper form. */
  onBehalf?: boolean;
}

export interface SignUpDocument {
  docType: number;
  name: string;
  docNo: string;
  fileId: string | null;
  expireDate: string | null;
  expired?: boolean;
}

export interface SignUp {
  id: string;
  biddingId: string;
  shortId: string;
  supplierId: string;
  supplierName: string;
  contactsName: string;
  mobile: string;
  shortStatus: ShortStatus;
  reviewReason: string;
  signUpTime: string;
  docs: SignUpDocument[];
  shop: Record<string, string>;
  supplierStatus: number;
  expiredDocs: number;
}

export interface OpeningRecord {
  opened: boolean;
  openedTime: string | null;
  bids: { myBiddingId: string; supplierName: string; totalAmount: number; submitTime: string | null; status: BidStatus }[];
}

export interface RankedBid {
  myBiddingId: string;
  supplierName: string;
  totalAmount: number;
  priceScore: number;
  totalScore: number;
  rank: number;
  status: BidStatus;
}

export interface CatalogueItem {
  id: string;
  biddingId: string;
  biddingTitle: string;
  supplierId: string;
  supplierName: string;
  schoolId: string;
  schoolName: string;
  goodsCode: string;
  goodsName: string;
  unit: string;
  price: number;
  validFrom: string;
  validTo: string;
  /** The schools that may order it: bound to its supplier by its tender (a bureau's tender: the bureau's schools). */
  orderingSchools?: string[];
}

export interface SupplierBiddingRow {
  biddingId: string;
  title: string;
  biddingNo: string;
  schoolName: string;
  biddingProgress: Progress;
  openingTime: string;
  secondsToOpening: number;
  signUpId: string;
  shortStatus: ShortStatus;
  reviewReason: string;
  myBiddingId: string | null;
  myBiddingStatus: BidStatus | null;
  totalAmount: number | null;
  signUpTime: string;
  /** The bid's rank after scoring (投标记录 only). */
  rank?: number | null;
}

export interface QuoteLine {
  qingdanId: string;
  goodsCode: string;
  goodsName: string;
  spec: string;
  unit: string;
  estQty: number;
  maxPrice: number | null;
  unitPrice: number | null;
  amount: number | null;
  brand: string | null;
  origin: string | null;
}

export interface EvaluationProgress {
  experts: { id: string; name: string; hasLogin: boolean }[];
  allSubmitted: boolean;
  evaluations: { expertId: string; myBiddingId: string; status: 1 | 2; total?: number; items?: { code: string; score: number }[] }[];
}

export interface ScoringBid {
  myBiddingId: string;
  supplierName: string;
  totalAmount: number;
  lines: { qingdanId: string; goodsName: string; unit: string; estQty: number; unitPrice: number; amount: number; brand: string; origin: string }[];
}

export interface GoodsCategory {
  code: string;
  name: string;
  unit: string;
  spec: string;
  children: { code: string; name: string; unit: string; spec: string }[];
}

/** A bid approver the tenderer may name (bidding/approvers). */
export interface ApproverRow {
  id: string;
  realName: string;
  account: string;
  phone: string;
  sex: number;
  deptId: string;
  deptName: string;
}

/** A unit of the tenderer's reach holding bid approvers (bidding/approverDepts). */
export interface ApproverDept {
  id: string;
  deptName: string;
  approvers: number;
}

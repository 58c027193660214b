// What the 招投标 routes answer (server/platform/http/answers.ts): tenders (a list row, and the whole tender with its
// goods lines), notices, sign-ups, bids, scores, the opening record, the result and the supply catalogue. Amounts are
// as they are sent today: yuan, as numbers.
import { z } from 'zod';

/** A tender as the lists show it (records.ts SUMMARY); a draft has no category, budget or dates yet. */
export const TenderSummary = z.object({
  id: z.string(),
  biddingNo: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  schoolId: z.string(),
  schoolName: z.string(),
  budget: z.number().nullable(),
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  openingTime: z.string().nullable(),
  publicityEnd: z.string().nullable(),
  biddingProgress: z.number().int(),
  createTime: z.string(),
  version: z.number().int(),
  signUpCount: z.number().int(),
});

/** A goods line (清单) of a tender. */
export const TenderLine = z.object({
  id: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  spec: z.string(),
  unit: z.string(),
  estQty: z.number(),
  maxPrice: z.number().nullable(),
});

/** The whole tender (records.ts DETAIL) with its lines. */
export const Tender = z.object({
  id: z.string(),
  biddingNo: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  schoolId: z.string(),
  schoolName: z.string(),
  deptId: z.string().nullable(),
  approverId: z.string().nullable().optional().describe('not for suppliers'),
  approverName: z.string().nullable().optional().describe('not for suppliers'),
  budget: z.number().nullable(),
  supplyStart: z.string().nullable(),
  supplyEnd: z.string().nullable(),
  content: z.string(),
  qualificationReq: z.string(),
  requiredDocTypes: z.array(z.number().int()),
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  openingTime: z.string().nullable(),
  minBidders: z.number().int(),
  winnerCount: z.number().int(),
  priceWeight: z.number(),
  scoreItems: z.array(z.object({ code: z.string(), name: z.string(), max: z.number() })),
  biddingGroupId: z.string().nullable(),
  biddingGroupName: z.string().nullable(),
  publicityDays: z.number().int(),
  publicityEnd: z.string().nullable(),
  approveOpinion: z.string().optional().describe('not for suppliers'),
  approveTime: z.string().nullable(),
  terminateReason: z.string(),
  awardReason: z.string(),
  ids: z.array(z.string()).describe('the winning bids'),
  sourceBiddingId: z.string().nullable(),
  shortId: z.string().nullable(),
  biddingProgress: z.number().int(),
  createBy: z.string().nullable(),
  createUser: z.string(),
  createTime: z.string(),
  version: z.number().int(),
  lines: z.array(TenderLine),
});

/** The tender as a supplier reads it: with its own sign-up and bid. */
export const TenderForCaller = Tender.extend({
  signUpId: z.string().nullable().optional(),
  shortStatus: z.number().int().nullable().optional(),
  reviewReason: z.string().optional(),
  myBiddingId: z.string().nullable().optional(),
  myBiddingStatus: z.number().int().nullable().optional(),
});

/** The tender as the commands answer it (no lines). */
export const TenderRecord = Tender.omit({ lines: true });

export const Notice = z.object({
  id: z.string(),
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
  endTime: z.string().nullable(),
});
export const NoticeWithTender = Notice.extend({ biddingId: z.string(), biddingTitle: z.string(), biddingNo: z.string(), schoolName: z.string() });

export const AuditEntry = z.object({
  id: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  fromProgress: z.number().int().nullable(),
  toProgress: z.number().int().nullable(),
  opinion: z.string(),
  userKind: z.string(),
  userName: z.string(),
  createTime: z.string(),
  expertName: z.string().nullable(),
  onBehalf: z.boolean(),
});

export const Approver = z.object({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  phone: z.string(),
  sex: z.number().int(),
  deptId: z.string(),
  deptName: z.string(),
});
export const ApproverDept = z.object({ id: z.string(), deptName: z.string(), approvers: z.number().int() });

/** A bid as the opening record (唱标) reads it. */
export const OpenedBid = z.object({
  myBiddingId: z.string(),
  supplierName: z.string(),
  totalAmount: z.number().nullable(),
  submitTime: z.string().nullable(),
  status: z.number().int(),
});
export const OpeningRecord = z.object({ opened: z.boolean(), openedTime: z.string().nullable(), bids: z.array(OpenedBid) });

export const TenderResult = z.object({
  bids: z.array(
    z.object({
      myBiddingId: z.string(),
      supplierName: z.string(),
      totalAmount: z.number().nullable(),
      priceScore: z.number().nullable(),
      totalScore: z.number().nullable(),
      rank: z.number().int().nullable(),
      status: z.number().int(),
    }),
  ),
  ids: z.array(z.string()),
  catalogue: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});

/** A supplier's sign-up of a tender, with its tender, review and bid (the supplier's lists, a supplier's history). */
export const SupplierTender = z.object({
  biddingId: z.string(),
  title: z.string(),
  biddingNo: z.string(),
  schoolName: z.string(),
  biddingProgress: z.number().int(),
  openingTime: z.string().nullable(),
  secondsToOpening: z.number().int().nullable(),
  signUpId: z.string(),
  shortStatus: z.number().int(),
  reviewReason: z.string(),
  myBiddingId: z.string().nullable(),
  myBiddingStatus: z.number().int().nullable(),
  totalAmount: z.number().nullable(),
  signUpTime: z.string(),
});

export const SupplierHistory = SupplierTender.pick({
  biddingId: true,
  title: true,
  biddingNo: true,
  schoolName: true,
  biddingProgress: true,
  shortStatus: true,
  myBiddingStatus: true,
  totalAmount: true,
  signUpTime: true,
}).extend({ rank: z.number().int().nullable() });

/** A supplier document as it stood at sign-up. */
export const DocumentSnapshot = z.object({
  docType: z.number().int(),
  name: z.string(),
  docNo: z.string(),
  fileId: z.string().nullable(),
  expireDate: z.string().nullable(),
});

export const SignUp = z.object({
  id: z.string(),
  biddingId: z.string(),
  shortId: z.string().nullable(),
  supplierId: z.string(),
  supplierName: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
  shortStatus: z.number().int(),
  reviewReason: z.string(),
  signUpTime: z.string(),
  docs: z.array(DocumentSnapshot),
  shop: z.object({ minutes: z.string(), vehicles: z.string(), distanceKm: z.string(), coldStorageArea: z.string() }),
  supplierStatus: z.number().int(),
});
export const ShortListed = SignUp.extend({ expiredDocs: z.number().int() });

export const SignUpForm = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
  status: z.number().int(),
  documents: z.array(DocumentSnapshot),
});

export const DictPair = z.object({ dictKey: z.string(), dictValue: z.string() });

/** A line of a bid, as quoted. */
const QuoteLine = z.object({
  qingdanId: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  estQty: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  brand: z.string(),
  origin: z.string(),
});
export const BidLines = z.object({
  myBiddingId: z.string(),
  status: z.number().int(),
  totalAmount: z.number().nullable(),
  lines: z.array(QuoteLine.extend({ goodsCode: z.string(), spec: z.string(), maxPrice: z.number().nullable() })),
});
export const SavedBid = z.object({ myBiddingId: z.string(), totalAmount: z.number(), status: z.number().int(), overCap: z.number().int() });
export const BidForScoring = z.object({ myBiddingId: z.string(), supplierName: z.string(), totalAmount: z.number().nullable(), lines: z.array(QuoteLine) });

export const EvaluationProgress = z.object({
  experts: z.array(z.object({ id: z.string(), name: z.string(), hasLogin: z.boolean() })),
  allSubmitted: z.boolean(),
  evaluations: z.array(
    z.object({
      expertId: z.string(),
      myBiddingId: z.string(),
      status: z.number().int(),
      total: z.number().optional(),
      items: z.array(z.object({ code: z.string(), score: z.number() })).optional(),
    }),
  ),
});

export const GoodsPrice = z.object({
  goodsCode: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  lastPrice: z.number(),
  brand: z.string(),
  origin: z.string(),
});

export const GoodsItem = z.object({ code: z.string(), name: z.string(), unit: z.string(), spec: z.string() });
export const GoodsCategory = GoodsItem.extend({
  parentCode: z.string().nullable(),
  children: z.array(GoodsItem.extend({ parentCode: z.string().nullable() })),
});

export const CatalogueEntry = z.object({
  id: z.string(),
  biddingId: z.string(),
  biddingTitle: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  schoolId: z.string(),
  schoolName: z.string(),
  goodsCode: z.string(),
  goodsName: z.string(),
  unit: z.string(),
  price: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  orderingSchools: z.array(z.string()),
});

/** The company of a sign-up, as it signed up. */
export const SignUpCompany = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  creditCode: z.string(),
  address: z.string(),
  legalPerson: z.string(),
  contactsName: z.string(),
  mobile: z.string(),
});

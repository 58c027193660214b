// The only place the bidding services are called (docs/contract.md#bidding): the tender, its sign-ups and
// quotes, the panel's scoring, the goods dictionary and the supply catalogue.
import { http, type Page, type R } from '../../lib/http';
import type {
  ApproverDept,
  ApproverRow,
  AuditRow,
  BiddingDetail,
  BiddingForm,
  BiddingLine,
  BiddingSummary,
  BidStatus,
  CatalogueItem,
  EvaluationProgress,
  GoodsCategory,
  Notice,
  NoticeRow,
  OpeningRecord,
  QuoteLine,
  RankedBid,
  ScoringBid,
  SignUp,
  SignUpDocument,
  SupplierBiddingRow,
} from './types';

const BIDDING = '/api/rabbit-backendBidding/bidding';
const SIGN_UP = '/api/rabbit-signUp/supplierSignUp';
const EVALUATION = '/api/rabbit-evaluationBidding/evaluationBidding';
const COMMODITY = '/api/rabbit-successfulBidding/biddingCommodity';

type Query = Record<string, string | number>;
const get = async <T>(url: string, params?: Query): Promise<T> => (await http.get<R<T>>(url, { params })).data.data;
/** Commands answer their business refusals in the form (silent: the caller shows the message where it belongs). */
const post = async <T>(url: string, body?: unknown, params?: Query): Promise<T> => (await http.post<R<T>>(url, body ?? {}, { params, silent: true })).data.data;

// the tender
export const fetchBiddings = (query: Query) => get<Page<BiddingSummary>>(`${BIDDING}/list`, query);
/** Approvers (1), the suppliers' hall (3), experts (6); every state they may see without biddingProgress. */
export const fetchAllBiddings = (query: Query) => get<Page<BiddingSummary>>(`${BIDDING}/allList`, query);
export const fetchBidding = (id: string) => get<BiddingDetail>(`${BIDDING}/detail`, { id });
export const fetchDraft = (id: string) => get<BiddingDetail>(`${BIDDING}/draftDetail`, { id });
export const fetchLines = (id: string) => get<BiddingLine[]>(`${BIDDING}/biddingQingdangById`, { id });
export const fetchNotices = (biddingId: string) => get<Notice[]>(`${BIDDING}/getBiddingNoticList1`, { biddingId });
/** The notices of every tender the caller may see, newest first (招标公告; filters type, title). */
export const fetchNoticeList = (query: Query) => get<Page<NoticeRow>>(`${BIDDING}/noticeList`, query);
export const fetchAudit = (biddingId: string) => get<AuditRow[]>(`${BIDDING}/auditList`, { biddingId });
export const saveBidding = (form: BiddingForm) => post<BiddingDetail>(`${BIDDING}/submit`, form);
export const withdrawBidding = (bidding: Pick<BiddingDetail, 'id' | 'version'>) =>
  post<BiddingDetail>(`${BIDDING}/submit`, { id: bidding.id, version: bidding.version, biddingProgress: 0 });
export const confirmShortlist = (bidding: Pick<BiddingDetail, 'id' | 'version'>) =>
  post<BiddingDetail>(`${BIDDING}/submit`, { id: bidding.id, version: bidding.version, biddingProgress: 5 });
export const awardBidding = (bidding: Pick<BiddingDetail, 'id' | 'version'>, ids: string[], awardReason: string) =>
  post<BiddingDetail>(`${BIDDING}/submit`, { id: bidding.id, version: bidding.version, biddingProgress: 8, ids: ids.join(','), awardReason });
export const terminateBidding = (bidding: Pick<BiddingDetail, 'id' | 'version'>, terminateReason: string) =>
  post<BiddingDetail>(`${BIDDING}/submit`, { id: bidding.id, version: bidding.version, biddingProgress: 10, terminateReason });
export const removeBiddings = (ids: string[]) => post<null>(`${BIDDING}/remove`, {}, { ids: ids.join(',') });
export const decideBidding = (id: string, pass: boolean, opinion: string) => post<BiddingDetail>(`${BIDDING}/issue`, { id, pass, opinion });
export const fetchIsApprover = () => get<boolean>(`${BIDDING}/isApprovor`);
/** The bid approvers the tenderer may name: its own unit's and those of the units above it (a school's bureau), nearest first. */
export const fetchApprovers = (query: Query) => get<Page<ApproverRow>>(`${BIDDING}/approvers`, query);
/** The units of the tenderer's reach holding bid approvers, nearest first. */
export const fetchApproverDepts = () => get<ApproverDept[]>(`${BIDDING}/approverDepts`);
export const openBidding = (id: string) => get<OpeningRecord>(`${BIDDING}/project/opening`, { id });
export const fetchOpening = (biddingId: string) => get<OpeningRecord['bids']>(`${BIDDING}/getOpenBiddingList`, { biddingId });
export const fetchResult = (id: string) => get<{ bids: RankedBid[]; ids: string[]; catalogue: CatalogueItem[] }>(`${BIDDING}/getSuccessfulBidding`, { id });
export const fetchSupplierHistory = (query: Query) => get<Page<SupplierBiddingRow>>(`${BIDDING}/getBiddingSupplierList`, query);
export const fetchSchoolHome = () => get<BiddingSummary[]>(`${BIDDING}/schoolHome/biddingList2`);
export const fetchSchoolHomePage = (query: Query) => get<Page<BiddingSummary>>(`${BIDDING}/schoolHome/biddingLists`, query);

// sign-ups and review
export const fetchSignUpDefaults = () =>
  get<{ supplierId: string; supplierName: string; contactsName: string; mobile: string; status: number; documents: SignUpDocument[] }>(
    `${SIGN_UP}/supplierUser`,
  );
/** A command despite the GET: silent, so the dialog shows the refusal (资质证照不全或已过期：…) where the supplier acted. */
export const signUp = async (biddingId: string, values: Record<string, string>) =>
  (await http.get<R<SignUp>>(`${SIGN_UP}/singUp/${biddingId}`, { params: values, silent: true })).data.data;
export const fetchShortList = (shortId: string) => get<SignUp[]>(`${SIGN_UP}/shortList`, { shortId });
export const reviewSignUps = (ids: string[], shortStatus: 1 | 2, reason: string) =>
  post<null>(`${SIGN_UP}/updateShortStatus`, { ids: ids.join(','), shortStatus, reason });
export const fetchSignUpDocuments = (signUpId: string) => get<SignUpDocument[]>(`${BIDDING}/qualificationInformation`, { id: signUpId });
export const fetchSignUpShop = (signUpId: string) => get<Record<string, string>>(`${BIDDING}/getShopInformation`, { id: signUpId });
export const fetchSignUpCompany = (signUpId: string) => get<Record<string, string>>(`${BIDDING}/supplierInformation`, { id: signUpId });

// quotes
export const saveQuote = (biddingId: string, lines: { qingdanId: string; unitPrice: number; brand: string; origin: string }[], submit: boolean) =>
  post<{ myBiddingId: string; totalAmount: number; status: BidStatus; overCap: number }>(`${BIDDING}/addBidding`, { biddingId, lines, submit });
export const fetchQuote = (myBiddingId: string) =>
  get<{ myBiddingId: string; status: BidStatus; totalAmount: number; lines: QuoteLine[] }>(`${BIDDING}/detailedList`, { myBiddingId });
export const fetchMyBiddings = (query: Query) => get<Page<SupplierBiddingRow>>(`${BIDDING}/myBiddingList`, query);
export const fetchShortlistedHome = () => get<SupplierBiddingRow[]>(`${BIDDING}/supplierHome/shortBiddingList`);
export const fetchShortlistedPage = (query: Query) => get<Page<SupplierBiddingRow>>(`${BIDDING}/supplierHome/shortBiddingLists`, query);
export const fetchGoodsHints = () =>
  get<{ goodsCode: string; goodsName: string; unit: string; lastPrice: number }[]>('/api/rabbit-liancan/schoolGoods/getGoodsList');

// scoring
export const fetchScoringBids = (biddingId: string) => get<ScoringBid[]>(`${EVALUATION}/getSupplierGoodsList`, { biddingId });
export const fetchEvaluationProgress = (biddingId: string) => get<EvaluationProgress>(`${EVALUATION}/progress`, { biddingId });
export const submitScores = (body: {
  biddingId: string;
  expertId?: string;
  avoidanceConfirmed: true;
  final: boolean;
  paperFileId?: string;
  scores: { myBiddingId: string; items: { code: string; score: number }[] }[];
}) => post<{ ranked: boolean }>(`${EVALUATION}/submit`, body);

// goods and the catalogue
export const fetchGoodsTree = () => get<GoodsCategory[]>('/api/rabbit-liancan/schoolGoods/dict');
export const fetchCatalogue = (query: Query) => get<Page<CatalogueItem>>(`${COMMODITY}/list`, query);
export const removeCatalogueItems = (ids: string[], reason: string) => post<null>(`${COMMODITY}/remove`, new URLSearchParams({ ids: ids.join(','), reason }));

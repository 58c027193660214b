// 招标's SWR keys, by the screens that read them: the tenderer's (招标项目), the supplier's (招标大厅, 我的投标) and the
// reviewers' (招标审核, 评标, 招标监管). A write refreshes its own screens' family; nothing spells a key by hand.
import { crudKeyOf, crudListsWhere } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

/** Reads every bidding screen shares: the goods categories and a tender's audit trail. */
const shared = keyFamily<['goods-tree'] | ['audit', biddingId: string]>('bidding');
export const biddingKeys = {
  goodsTree: shared.key('goods-tree'),
  audit: (biddingId: string) => shared.key('audit', biddingId),
};

/** The tenderer's CRUD list of tenders. */
export const TENDER_LIST = 'bidding-tender';

type TenderPart = 'detail' | 'draft' | 'opening' | 'evaluation' | 'scoring' | 'result' | 'notices';
const tender = keyFamily<
  [TenderPart, biddingId: string] | ['shortlist', shortId: string] | ['sign-up', part: string, signUpId: string] | ['groups' | 'approver-depts']
>('bidding-tender');
export const tenderKeys = {
  /** One of a tender's reads on the tenderer's detail page: its detail, draft, opening record, panel's progress… */
  of: (part: TenderPart, biddingId: string) => tender.key(part, biddingId),
  shortlist: (shortId: string) => tender.key('shortlist', shortId),
  /** A sign-up as reviewed: its company, shop or documents. */
  signUp: (part: string, signUpId: string) => tender.key('sign-up', part, signUpId),
  groups: tender.key('groups'),
  approverDepts: tender.key('approver-depts'),
  /** Every read of one tender on the tenderer's screens (after a step of it). */
  ofTender: (biddingId: string) => (key: unknown) => tender.matches(key) && (key as unknown[])[2] === biddingId,
  /** The tenderer's lists of tenders. */
  list: crudKeyOf(TENDER_LIST),
};

type SupplierPart = 'tender' | 'lines' | 'notices' | 'quote';
const supplier = keyFamily<[SupplierPart, id: string] | ['sign-up-defaults' | 'home-shortlisted' | 'goods-hints']>('bidding-supplier');
const supplierLists = crudListsWhere((name) => name.startsWith('bidding-supplier'));
export const supplierBiddingKeys = {
  /** A tender (by id) or a bid's quote (by my-bidding id) as the supplier's screens read them. */
  of: (part: SupplierPart, id: string) => supplier.key(part, id),
  signUpDefaults: supplier.key('sign-up-defaults'),
  homeShortlisted: supplier.key('home-shortlisted'),
  goodsHints: supplier.key('goods-hints'),
  /** Every read of the supplier's screens, their lists included (a sign-up or a quote revalidates them all). */
  matches: (key: unknown) => supplier.matches(key) || supplierLists(key),
};

type ReviewPart = 'detail' | 'evaluation-progress' | 'opening' | 'scoring-bids' | 'notices';
const review = keyFamily<
  [ReviewPart, biddingId: string] | ['short-list', shortId: string] | ['sign-up-documents', signUpId: string] | ['school-home' | 'is-approver']
>('bidding-review');
export const reviewKeys = {
  /** One of a tender's reads on the reviewers' screens: its detail, the panel's progress, the opening record… */
  of: (part: ReviewPart, biddingId: string) => review.key(part, biddingId),
  shortList: (shortId: string) => review.key('short-list', shortId),
  signUpDocuments: (signUpId: string) => review.key('sign-up-documents', signUpId),
  schoolHome: review.key('school-home'),
  isApprover: review.key('is-approver'),
};

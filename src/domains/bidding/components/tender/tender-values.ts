// The tender form's values and their conversion to and from the server's record (docs/contract.md#bidding).
import type { BiddingDetail, BiddingForm, ScoreItem } from '../../types';

export interface TenderLineValues {
  goodsCode?: string;
  spec?: string;
  estQty?: number;
  maxPrice?: number | null;
}

export interface TenderValues {
  title: string;
  category: string;
  budget: number;
  /** 供货期: start and end day. */
  supply: string[];
  content: string;
  qualificationReq: string;
  requiredDocTypes: number[];
  signUpStart: string;
  signUpEnd: string;
  openingTime: string;
  minBidders: number;
  winnerCount: number;
  priceWeight: number;
  scoreItems: Partial<ScoreItem>[];
  publicityDays: number;
  biddingGroupId: string;
  approverId: string;
  lines: TenderLineValues[];
}

/** A new tender's starting values: the licence required, two score items (named in the user's language) and the price weight making 100. */
export const newTender = (names: { quality: string; service: string }): Partial<TenderValues> => ({
  requiredDocTypes: [1],
  minBidders: 3,
  winnerCount: 1,
  priceWeight: 40,
  publicityDays: 3,
  scoreItems: [
    { code: 'quality', name: names.quality, max: 30 },
    { code: 'service', name: names.service, max: 30 },
  ],
  lines: [{}],
});

export const toValues = (detail: BiddingDetail): TenderValues => ({
  title: detail.title,
  category: detail.category,
  budget: detail.budget,
  // a draft may have no supply period yet
  supply: detail.supplyStart && detail.supplyEnd ? [detail.supplyStart, detail.supplyEnd] : [],
  content: detail.content,
  qualificationReq: detail.qualificationReq,
  requiredDocTypes: detail.requiredDocTypes.includes(1) ? detail.requiredDocTypes : [1, ...detail.requiredDocTypes],
  signUpStart: detail.signUpStart,
  signUpEnd: detail.signUpEnd,
  openingTime: detail.openingTime,
  minBidders: detail.minBidders,
  winnerCount: detail.winnerCount,
  priceWeight: detail.priceWeight,
  scoreItems: detail.scoreItems,
  publicityDays: detail.publicityDays,
  biddingGroupId: detail.biddingGroupId,
  approverId: detail.approverId ?? '',
  lines: (detail.lines ?? []).map((line) => ({ goodsCode: line.goodsCode, spec: line.spec, estQty: line.estQty, maxPrice: line.maxPrice })),
});

/** The body of bidding/submit: the form over the version it was filled from. */
export const toForm = (values: TenderValues, biddingProgress: 0 | 1, base?: Pick<BiddingDetail, 'id' | 'version'>): BiddingForm => ({
  ...(base ? { id: base.id, version: base.version } : {}),
  biddingProgress,
  title: (values.title ?? '').trim(),
  category: values.category,
  budget: values.budget,
  supplyStart: values.supply?.[0] ?? '',
  supplyEnd: values.supply?.[1] ?? '',
  content: values.content ?? '',
  qualificationReq: values.qualificationReq ?? '',
  requiredDocTypes: values.requiredDocTypes ?? [1],
  signUpStart: values.signUpStart,
  signUpEnd: values.signUpEnd,
  openingTime: values.openingTime,
  minBidders: values.minBidders,
  winnerCount: values.winnerCount,
  priceWeight: values.priceWeight,
  scoreItems: (values.scoreItems ?? [])
    // a draft leaves out the rows nothing was typed into yet
    .filter((item) => biddingProgress === 1 || item.code || item.name || item.max)
    .map((item) => ({ code: item.code ?? '', name: item.name ?? '', max: Number(item.max) || 0 })),
  biddingGroupId: values.biddingGroupId,
  approverId: values.approverId,
  publicityDays: values.publicityDays,
  lines: (values.lines ?? [])
    .filter((line) => biddingProgress === 1 || line.goodsCode)
    .map((line) => ({
      goodsCode: line.goodsCode ?? '',
      spec: line.spec ?? '',
      estQty: Number(line.estQty) || 0,
      maxPrice: line.maxPrice ?? null,
    })),
});

// The kitchen domain's records, as the server answers them (server/modules/kitchen/answers.ts).

/** The violations a kitchen camera's AI detects. */
export const VIOLATIONS = ['no_mask', 'no_hat', 'smoking', 'rodent', 'phone', 'uniform'] as const;
export type Violation = (typeof VIOLATIONS)[number];

/** 明厨亮灶告警: one camera's alert, with its acknowledgement by the canteen. */
export interface KitchenAlert {
  id: string;
  canteenId: string;
  canteenName: string;
  schoolName: string;
  cameraId: string;
  cameraName: string;
  type: Violation;
  /** YYYY-MM-DD HH:MM:SS */
  detectedAt: string;
  handled: boolean;
  /** 未处理 / 已处理, from `handled` (the list's state column, kept in view: docs/product-rules.md#lists). */
  state: 'open' | 'handled';
  /** Acknowledging it needs a note (吸烟, 鼠患). */
  noteRequired: boolean;
  ackName: string | null;
  ackTime: string | null;
  ackNote: string | null;
}

export interface KitchenCanteen {
  id: string;
  name: string;
  schoolName: string;
}

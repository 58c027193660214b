import type { TodoItem } from '../workbench';

/** A tender of the supplier's home lists (time: its sign-up end, or its opening). */
export interface HomeTender {
  biddingId: string;
  title: string;
  schoolName: string;
  time: string;
  signedUp?: boolean;
}

/** GET /api/rabbit-desk/home/supplier: each part null when the server could not compute it (named in `unavailable`). */
export interface SupplierHome {
  todo: TodoItem[] | null;
  tenders: { open: number; shortlisted: number; quoteDue: number; won: number; openList: HomeTender[]; quoteDueList: HomeTender[] } | null;
  orders: { today: string; weekEnd: string; dueToday: number; dueWeek: number; onTheRoad: number; toConfirm: number; returns: number } | null;
  qualifications: { valid: number; expiring: number; expired: number; dueList: { name: string; expireDate: string; expired: boolean }[] } | null;
  /** This year's confirmed sales by month, in fen. */
  sales: { month: string; amount: number }[] | null;
  unavailable: string[];
}

export interface SchoolWarnings {
  schoolId: string;
  schoolName: string;
  certExpired: number;
  sampleLate: number;
  kitchenAlerts: number;
  /** null for a role that reads no letters (市场监管). */
  letters: number | null;
}

export interface SchoolToday {
  schoolId: string;
  meals: number;
  canteens: number;
  ledgersComplete: number;
  kitchenAlerts: number;
  deliveriesAccepted: number;
}

/** GET /api/rabbit-desk/home/education. */
export interface EducationHome {
  todo: TodoItem[] | null;
  warnings: SchoolWarnings[] | null;
  today: SchoolToday[] | null;
  unavailable: string[];
}

// Links out of the console and the header's look-ups (docs/contract.md#this-products-own-endpoints).
// A backend without them answers 404: the features hide instead of breaking.
import { http, isHttpError, type R } from '../../lib/http';
import { DEFAULT_TIME_ZONE } from '../../lib/time-zone';

export type HandoffTarget = 'bigdata' | 'warningscreen' | 'foodtrading';

export interface PortalSettings {
  /** The deployment's time zone (IANA name). */
  timeZone: string;
  frameOrigins: string[];
  bigDataConfigured: boolean;
  warningScreenConfigured: boolean;
  foodTradingConfigured: boolean;
}

const NONE: PortalSettings = {
  timeZone: DEFAULT_TIME_ZONE,
  frameOrigins: [],
  bigDataConfigured: false,
  warningScreenConfigured: false,
  foodTradingConfigured: false,
};

export async function fetchPortalSettings(): Promise<PortalSettings> {
  try {
    const { data } = await http.get<R<PortalSettings>>('/api/shian/settings', { silent: true });
    return { ...NONE, ...data.data };
  } catch (error) {
    if (isHttpError(error) && error.code === 404) return NONE;
    throw error;
  }
}

/** A single-use, short-lived hand-off link to another site (docs/security.md#hand-off-links): never a token in a URL. */
export async function requestHandoff(target: HandoffTarget): Promise<string> {
  const { data } = await http.post<R<{ url: string }>>('/api/shian/handoff', { target });
  return data.data.url;
}

/** The service hotline of the user's unit; empty when there is none. */
export async function fetchServiceNumber(): Promise<string> {
  try {
    const { data } = await http.get<R<string>>('/api/rabbit-personnel/service/number', { silent: true });
    return typeof data.data === 'string' ? data.data : '';
  } catch {
    return '';
  }
}

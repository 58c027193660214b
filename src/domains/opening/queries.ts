// 开户统计's SWR keys: each screen's figures by its filters, and the detail list's CRUD name.
import { keyFamily } from '../../lib/swr-keys';

const opening = keyFamily<['schools' | 'cards' | 'recharges', filters: Record<string, string>]>('opening');

export const OPENING_LIST = 'opening-detail';

export const openingKeys = {
  schools: (filters: Record<string, string>) => opening.key('schools', filters),
  cards: (filters: Record<string, string>) => opening.key('cards', filters),
  recharges: (filters: Record<string, string>) => opening.key('recharges', filters),
};

// The bidding-group domain's screen (src/app/screens.ts collects every domain's): 评标小组.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const biddingGroupScreens: ScreenDescriptor[] = [
  {
    path: '/zhaobiao/group/index',
    buttons: ['bidding_group_add', 'bidding_group_edit', 'bidding_group_delete'],
    load: () => import('./pages/bidding-group-page').then((m) => m.BiddingGroupPage),
  },
];

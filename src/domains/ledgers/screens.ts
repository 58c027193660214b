// The ledgers' screens (src/app/screens.ts collects every domain's): one per ledger of contract/ledgers, each the one
// generic page drawn from its definition, and 今日台账.
import { LEDGERS } from '../../../contract/ledgers';
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const ledgerScreens: ScreenDescriptor[] = [
  { path: '/shengchan/today/index', load: () => import('./pages/today-page').then((m) => m.TodayPage) },
  ...LEDGERS.map((definition): ScreenDescriptor => ({
    path: definition.path,
    buttons: [definition.button],
    load: () => import('./pages/ledger-screen').then((m) => m.ledgerScreen(definition.code)),
  })),
];

// The letters' screen (src/app/screens.ts collects every domain's): 函询管理.
import type { ScreenDescriptor } from '../../components/screen-descriptor';

export const letterScreens: ScreenDescriptor[] = [
  { path: '/jiwei/letter', buttons: ['letter_add', 'letter_reply'], load: () => import('./pages/letter-page').then((m) => m.LetterPage) },
];

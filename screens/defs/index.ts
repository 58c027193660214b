import type { ScreenId } from '../data/types';
import type { ScreenDef } from '../screen/types';
import { cost } from './cost';
import { frozen } from './frozen';
import { kitchen } from './kitchen';
import { meal } from './meal';
import { rice } from './rice';
import { trace } from './trace';

export const SCREEN_DEFS: Record<ScreenId, ScreenDef> = { kitchen, trace, rice, frozen, cost, meal };

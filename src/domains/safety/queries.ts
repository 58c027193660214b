// 安全服务's SWR keys: the checklist templates, the canteens of the caller's reach, one inspection, hazard or plan.
import { keyFamily } from '../../lib/swr-keys';

const safety = keyFamily<
  | ['templates']
  | ['canteens']
  | ['inspection', id: string]
  | ['hazard', id: string]
  | ['plan', id: string]
  | ['courses']
  | ['trainingPeople', canteenId: string]
  | ['trainingSetting']
>('safety');

export const safetyKeys = {
  family: safety,
  templates: safety.key('templates'),
  canteens: safety.key('canteens'),
  inspection: (id: string) => safety.key('inspection', id),
  hazard: (id: string) => safety.key('hazard', id),
  plan: (id: string) => safety.key('plan', id),
  courses: safety.key('courses'),
  trainingPeople: (canteenId: string) => safety.key('trainingPeople', canteenId),
  trainingSetting: safety.key('trainingSetting'),
};

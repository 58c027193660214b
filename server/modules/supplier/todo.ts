// The supplier's 待办提醒 item of its own company (server/platform/todo/registry.ts): its qualification documents expiring
// within 30 days or expired, counted as 企业资质 tags them (home.ts), the screen its link opens.
import { HOME_SUPPLIERS } from '../../platform/access/policy.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { qualificationsDue } from './home.ts';

export const supplierTodo: TodoDefinition[] = [
  { key: 'supplier.qualificationDue', roles: HOME_SUPPLIERS, path: '/toubiao/profile/qualification', count: qualificationsDue },
];

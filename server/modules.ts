// The composition of the server's feature modules (server/modules/<domain>/index.ts): the one list of what the
// server does, in the order the to-do cards show. Adding a domain: its module here.
import { attendanceModule } from './modules/attendance/index.ts';
import { authModule } from './modules/auth/index.ts';
import { biddingGroupModule } from './modules/bidding-group/index.ts';
import { biddingModule } from './modules/bidding/index.ts';
import { bindingModule } from './modules/binding/index.ts';
import { canteenCostModule } from './modules/canteen-cost/index.ts';
import { canteenSupplyModule } from './modules/canteen-supply/index.ts';
import { consumeModule } from './modules/consume/index.ts';
import { openingModule } from './modules/opening/index.ts';
import { deptModule } from './modules/dept/index.ts';
import { devicesModule } from './modules/devices/index.ts';
import { disclosureModule } from './modules/disclosure/index.ts';
import { dictModule } from './modules/dict/index.ts';
import { errorLogModule } from './modules/error-log/index.ts';
import { fileModule } from './modules/file/index.ts';
import { financeModule } from './modules/finance/index.ts';
import { homesModule } from './modules/homes/index.ts';
import { ledgersModule } from './modules/ledgers/index.ts';
import { kitchenModule } from './modules/kitchen/index.ts';
import { letterModule } from './modules/letter/index.ts';
import { mealSupplyModule } from './modules/meal-supply/index.ts';
import { safetyModule } from './modules/safety/index.ts';
import { menuModule } from './modules/menu/index.ts';
import { noticeModule } from './modules/notice/index.ts';
import { orgModule } from './modules/org/index.ts';
import { portalModule } from './modules/portal/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { statisticsModule } from './modules/statistics/index.ts';
import { supplierModule } from './modules/supplier/index.ts';
import { supplyModule } from './modules/supply/index.ts';
import { traceModule } from './modules/trace/index.ts';
import { systemPersonnelModule } from './modules/system-personnel/index.ts';
import { userModule } from './modules/user/index.ts';
import { workPersonnelModule } from './modules/work-personnel/index.ts';
import { workbenchModule } from './modules/workbench/index.ts';
import { workflowModule } from './modules/workflow/index.ts';
// 营养管理 and 营养分析
import { nutritionModule } from './modules/nutrition/index.ts';
import type { ServerModule } from './platform/module.ts';
import { registerHandler, type TaskKind } from './platform/tasks/engine.ts';
import { registerTodo } from './platform/todo/registry.ts';

export const MODULES: readonly ServerModule[] = [
  authModule,
  menuModule,
  dictModule,
  userModule,
  profileModule,
  deptModule,
  orgModule,
  fileModule,
  supplierModule,
  bindingModule,
  biddingGroupModule,
  biddingModule,
  letterModule,
  mealSupplyModule,
  safetyModule,
  workflowModule,
  noticeModule,
  workbenchModule,
  homesModule,
  portalModule,
  errorLogModule,
  statisticsModule,
  canteenCostModule,
  canteenSupplyModule,
  workPersonnelModule,
  devicesModule,
  attendanceModule,
  systemPersonnelModule,
  consumeModule,
  openingModule,
  supplyModule,
  ledgersModule,
  nutritionModule,
  kitchenModule,
  traceModule,
  financeModule,
  disclosureModule,
];

let installed = false;
/** Registers every module's task handlers and to-do items (once per process): before the runner's first round. */
export function installModules(): void {
  if (installed) return;
  installed = true;
  for (const module of MODULES) {
    for (const [kind, handler] of Object.entries(module.taskHandlers ?? {})) if (handler) registerHandler(kind as TaskKind, handler);
    registerTodo(module.todo ?? []);
  }
}

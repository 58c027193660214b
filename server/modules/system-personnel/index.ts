// The system-personnel module: 就餐人员: diners, cards, wallets, meal categories and imports. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { systemPersonnelRoutes } from './routes/diners.ts';
import { systemPersonnelWriteRoutes } from './routes/diner-writes.ts';
import { personnelLinkRoutes } from './routes/link-user.ts';
import { personnelImportRoutes } from './routes/import.ts';
import { personnelSyncRoutes } from './routes/import.ts';
import { mealCategoryRoutes } from './routes/meal-categories.ts';
import { systemPersonnelWalletRoutes } from './routes/wallet.ts';
import { mealCategoryUploadHandler } from './meal-plans.ts';
import { personnelImportHandler } from './personnel-import.ts';

export const systemPersonnelModule = defineModule({
  name: 'system-personnel',
  routes: (app, ctx) => {
    systemPersonnelRoutes(app, ctx);
    systemPersonnelWriteRoutes(app, ctx);
    personnelLinkRoutes(app, ctx);
    personnelImportRoutes(app, ctx);
    personnelSyncRoutes(app, ctx);
    mealCategoryRoutes(app, ctx);
    systemPersonnelWalletRoutes(app, ctx);
  },
  taskHandlers: { MEAL_CATEGORY_UPLOAD: mealCategoryUploadHandler, PERSONNEL_IMPORT: personnelImportHandler },
});

// what other modules use of this one
export { keeperScope, NOT_FOUND, type DinerScope } from './scope.ts';
export { lockDiners } from './diners.ts';
export {
  applyChange,
  changeOnce,
  consume,
  userRequests,
  walletMismatches,
  DINNER_TYPE_NAMES,
  REQUEST_ID_TAKEN,
  txnOfRequest,
  type RequestKey,
  type Txn,
  type TxnType,
} from './wallet.ts';
export { IMPORT_CHUNK, importLoading } from './personnel-import.ts';
export { TYPE_NAMES, CLOSED, CARD_STATUS_NAMES } from './queries.ts';
export { AFTER_CLOSING } from './close.ts';
export { PERSONNEL_BASE } from './routes/diners.ts';
export { QueuedTask, WalletTxn } from './answers.ts';

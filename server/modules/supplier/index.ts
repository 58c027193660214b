// The supplier module: Suppliers and their qualification documents. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { qualificationRoutes } from './routes/qualification.ts';
import { supplierRoutes } from './routes/supplier.ts';
import { supplierTodo } from './todo.ts';

export const supplierModule = defineModule({
  name: 'supplier',
  routes: (app, ctx) => {
    qualificationRoutes(app, ctx);
    supplierRoutes(app, ctx);
  },
  todo: supplierTodo,
});

// what other modules use of this one
export { missingDocuments, snapshotDocuments } from './qualifications.ts';
// 商户配送监管's 资质预警 (supply) names the documents and warns as the qualification screens do
export { EXPIRES_SOON_DAYS, typeName } from './qualifications.ts';
// the supplier's home pages (homes)
export { qualificationState } from './home.ts';

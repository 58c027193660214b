// The supplier module: Suppliers and their qualification documents. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { qualificationRoutes } from './routes/qualification.ts';
import { supplierRoutes } from './routes/supplier.ts';

export const supplierModule = defineModule({
  name: 'supplier',
  routes: (app, ctx) => {
    qualificationRoutes(app, ctx);
    supplierRoutes(app, ctx);
  },
});

// what other modules use of this one
export { missingDocuments, snapshotDocuments } from './qualifications.ts';

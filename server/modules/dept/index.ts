// The dept module: Departments (机构). Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { deptRoutes } from './routes/read.ts';
import { deptWriteRoutes } from './routes/write.ts';

export const deptModule = defineModule({
  name: 'dept',
  routes: (app, ctx) => {
    deptRoutes(app, ctx);
    deptWriteRoutes(app, ctx);
  },
});

// what other modules use of this one
export { scopeTree, TREE_COLUMNS, treeOf, type TreeRow } from './queries.ts';
export { DeptTree } from './answers.ts';

export { CrudTable, type CrudTableProps } from './crud-table';
export { CrudDialog, type DialogMode } from './crud-dialog';
export { SearchBar, type SearchField } from './search-bar';
export { useCrudList, compact, crudKeyOf, crudKeys, crudListsWhere, type CrudList, type Filters } from './use-crud-list';
export { useLazyTree, type LazyNode, type LazyTree } from './use-lazy-tree';
export { LazyTreeTable } from './lazy-tree-table';
export { confirmRemove } from './confirm-remove';
export { RowActions } from './row-actions';
export { filteredPageOf, pageOf } from './client-page';

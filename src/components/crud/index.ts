export { CrudTable, type CrudTableProps } from './crud-table';
export { CrudDialog, type DialogMode } from './crud-dialog';
export { SearchBar, type SearchField } from './search-bar';
export { useCrudList, compact, crudKeyOf, type CrudList, type Filters } from './use-crud-list';
export { useLazyTree } from './use-lazy-tree';
export { RowActions } from './row-actions';

import { Empty, Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../status-panel';
import type { LazyTree, LazyNode } from './use-lazy-tree';
import './crud.css';
import './i18n';

interface Props<Row extends LazyNode> {
  /** Names the test id `${name}-table`. */
  name: string;
  tree: LazyTree<Row>;
  columns: TableColumnProps<Row>[];
  /** The title of the error state when the top level cannot be loaded. */
  loadFailed: string;
}

/** A tree table loaded level by level (useLazyTree), with its loading, empty and error states. */
export function LazyTreeTable<Row extends LazyNode>({ name, tree, columns, loadFailed }: Props<Row>) {
  const { t } = useTranslation('crud');
  if (tree.top.error && !tree.top.data)
    return <StatusPanel kind="error" title={loadFailed} actionLabel={t('common:retry')} onAction={() => void tree.top.mutate()} error={tree.top.error} />;
  return (
    <Table<Row>
      rowKey="id"
      data-testid={`${name}-table`}
      loading={tree.top.isLoading}
      data={tree.data}
      pagination={false}
      noDataElement={<Empty description={t('empty')} />}
      // a row whose children are not loaded yet has children: [] and must still show its expand button
      expandProps={{ strictTreeData: false }}
      expandedRowKeys={tree.expanded}
      onExpand={tree.onExpand}
      columns={columns}
    />
  );
}

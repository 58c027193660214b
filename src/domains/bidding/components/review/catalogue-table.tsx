import { Button, Empty, Space, Table } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Table/style/css';
import { IconDelete } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar, useCrudList } from '../../../../components/crud';
import { StatusPanel } from '../../../../components/status-panel';
import { useCan } from '../../../../components/use-can';
import { notify } from '../../../../lib/notify';
import { fetchCatalogue } from '../../api';
import type { CatalogueItem } from '../../types';
import { amount } from './amount';
import { RemoveDialog } from './remove-dialog';
import '../../pages/review/i18n';

/** The supply catalogue the awards wrote, searched by goods name; 移除 (single or batch) asks for a reason. */
export function CatalogueTable() {
  const { t } = useTranslation('bidding-review');
  const canRemove = useCan('bidding_commodity_delete');
  const list = useCrudList<CatalogueItem>('bidding-catalogue', fetchCatalogue);
  const [selected, setSelected] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string[] | null>(null);
  const { data, error, isLoading, isValidating, mutate } = list.list;

  const columns = [
    { title: t('catalogue.goods'), dataIndex: 'goodsName' },
    { title: t('lines.unit'), dataIndex: 'unit', width: 70 },
    { title: t('catalogue.price'), dataIndex: 'price', width: 110, align: 'right' as const, render: (value: number) => amount(value) },
    { title: t('bidding:field.supplier'), dataIndex: 'supplierName', width: 180 },
    { title: t('catalogue.school'), dataIndex: 'schoolName', width: 150 },
    {
      title: t('catalogue.orderingSchools'),
      dataIndex: 'orderingSchools',
      width: 200,
      ellipsis: true,
      render: (schools: string[] | undefined) => (schools?.length ? schools.join(t('catalogue.separator')) : t('catalogue.noOrderingSchools')),
    },
    { title: t('catalogue.tender'), dataIndex: 'biddingTitle', ellipsis: true },
    { title: t('catalogue.validity'), dataIndex: 'validFrom', width: 200, render: (_: string, row: CatalogueItem) => `${row.validFrom} ~ ${row.validTo}` },
    ...(canRemove
      ? [
          {
            title: t('crud:actions'),
            dataIndex: 'id',
            width: 80,
            render: (id: string) => (
              <Button type="text" size="mini" status="danger" onClick={() => setRemoving([id])} data-testid={`catalogue-remove-${id}`}>
                {t('catalogue.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="catalogue-list">
      <SearchBar fields={[{ field: 'goodsName', label: t('catalogue.goods') }]} filters={list.filters} onSearch={list.search} testId="catalogue-search" />
      {canRemove ? (
        <Space className="crud-toolbar">
          <Button
            status="danger"
            icon={<IconDelete />}
            onClick={() => (selected.length ? setRemoving(selected) : notify.warning(t('crud:selectFirst')))}
            data-testid="catalogue-batch-remove"
          >
            {t('catalogue.batchRemove')}
          </Button>
        </Space>
      ) : null}
      {error && !data ? (
        <StatusPanel kind="error" title={t('loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : (
        <Table<CatalogueItem>
          rowKey="id"
          data-testid="catalogue-table"
          loading={isLoading || isValidating}
          data={data?.records ?? []}
          columns={columns}
          scroll={{ x: true }}
          noDataElement={<Empty description={t('catalogue.empty')} />}
          rowSelection={
            canRemove ? { type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), checkAll: true } : undefined
          }
          pagination={{
            current: list.paging.current,
            pageSize: list.paging.size,
            total: data?.total ?? 0,
            showTotal: true,
            sizeCanChange: true,
            onChange: list.setPaging,
          }}
        />
      )}
      <RemoveDialog
        ids={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setSelected((current) => current.filter((id) => !removing?.includes(id)));
          setRemoving(null);
          void mutate();
        }}
      />
    </div>
  );
}

import { Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../../components/crud';
import { fetchBindings, type Binding } from '../../../binding';
import { CatalogueTable } from '../../components/review/catalogue-table';
import './i18n';

/** 供货目录: what the awards let each school buy from whom, and (second tab) the supplier bindings the awards made. */
export function CataloguePage() {
  const { t } = useTranslation('bidding-review');
  const bindings = useCrudList<Binding>('bidding-catalogue-bindings', fetchBindings);
  return (
    <Card className="page-card" data-testid="catalogue-page">
      <Tabs defaultActiveTab="catalogue" lazyload>
        <Tabs.TabPane key="catalogue" title={t('catalogue.tabCatalogue')}>
          <CatalogueTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="bindings" title={t('catalogue.tabBindings')}>
          <CrudTable<Binding>
            name="catalogue-bindings"
            list={bindings}
            emptyText={t('catalogue.bindingsEmpty')}
            columns={[
              { title: t('catalogue.school'), dataIndex: 'deptName' },
              { title: t('bidding:field.supplier'), dataIndex: 'supplierName' },
              { title: t('catalogue.contact'), dataIndex: 'contactsName', width: 120 },
              { title: t('catalogue.mobile'), dataIndex: 'mobile', width: 140 },
              { title: t('catalogue.boundAt'), dataIndex: 'createTime', width: 170 },
            ]}
          />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

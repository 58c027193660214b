import { Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import { BindingsTable } from '../../components/review/bindings-table';
import { CatalogueTable } from '../../components/review/catalogue-table';
import './i18n';

/** 供货目录: what the awards let each school buy from whom, and (second tab) the supplier bindings the awards made. */
export function CataloguePage() {
  const { t } = useTranslation('bidding-review');
  return (
    <Card className="page-card" data-testid="catalogue-page">
      <Tabs defaultActiveTab="catalogue" lazyload>
        <Tabs.TabPane key="catalogue" title={t('catalogue.tabCatalogue')}>
          <CatalogueTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="bindings" title={t('catalogue.tabBindings')}>
          <BindingsTable />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

import { Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MY_TABS, MyBiddingTable, type MyTab } from '../../components/supplier/my-bidding-table';
import '../../components/supplier/supplier.css';
import './i18n';

const isTab = (value: string | null): value is MyTab => MY_TABS.some((tab) => tab === value);

/** 我的投标: the supplier's tenders by tab — the tab in the URL (?tab=), so 更多 links open one. */
export function MyBiddingPage() {
  const { t } = useTranslation('bidding-supplier');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MyTab = isTab(requested) ? requested : 'signedUp';
  return (
    <Card className="page-card" data-testid="my-bidding-page">
      <Tabs activeTab={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} data-testid="my-bidding-tabs">
        {MY_TABS.map((key) => (
          <Tabs.TabPane key={key} title={t(`my.tab.${key}`)} />
        ))}
      </Tabs>
      <MyBiddingTable key={tab} tab={tab} />
    </Card>
  );
}

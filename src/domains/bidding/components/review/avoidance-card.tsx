import { Alert, Button, Card, Checkbox, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Button/style/css';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Space/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../pages/review/i18n';

/** 回避声明: the expert confirms having no interest in any bidder before the bids show. */
export function AvoidanceCard({ bidders, onConfirm }: { bidders: string[]; onConfirm: () => void }) {
  const { t } = useTranslation('bidding-review');
  const [checked, setChecked] = useState(false);
  return (
    <Card title={t('score.avoidance.title')} data-testid="avoidance-card">
      <Space direction="vertical" size="medium">
        <Alert type="warning" content={t('score.avoidance.text')} />
        <div>
          {t('score.avoidance.bidders')}
          <strong>{bidders.join('、') || '—'}</strong>
        </div>
        <Checkbox checked={checked} onChange={setChecked} data-testid="avoidance-check">
          {t('score.avoidance.check')}
        </Checkbox>
        <Button type="primary" disabled={!checked} onClick={onConfirm} data-testid="avoidance-confirm">
          {t('score.avoidance.confirm')}
        </Button>
      </Space>
    </Card>
  );
}

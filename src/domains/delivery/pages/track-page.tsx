import { Button, Card, Empty, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { useToday } from '../../../lib/server-clock';
import { DeliveryDrawer } from '../components/delivery-drawer';
import { DeliveryStatusTag } from '../components/tags';
import { useAllDeliveries, useRefreshDelivery } from '../hooks';
import { outOfRange, tracked } from '../logic';
import type { DeliveryRow } from '../types';
import '../i18n';
import './delivery.css';

/** 配送跟踪: the deliveries on the road and those arrived today, each with its timeline and latest reading, kept live. */
export function DeliveryTrackPage() {
  const { t } = useTranslation('delivery');
  const { data, error, isLoading, mutate } = useAllDeliveries();
  const refresh = useRefreshDelivery();
  const [viewing, setViewing] = useState<DeliveryRow>();
  const today = useToday();
  const rows = tracked(data ?? [], today);

  return (
    <Card className="page-card" data-testid="delivery-track-page" extra={<span className="delivery-note">{t('track.refresh')}</span>}>
      {error && !data ? (
        <StatusPanel kind="error" title={t('track.loadFailed')} actionLabel={t('common:retry')} onAction={() => void mutate()} error={error} />
      ) : isLoading && !data ? (
        <Spin className="page-loading" tip={t('common:loading')} />
      ) : !rows.length ? (
        <Empty description={t('track.empty')} />
      ) : (
        <div className="delivery-track">
          {rows.map((row) => {
            const steps: [string, string | null][] = [
              ['created', row.createTime],
              ['departed', row.departTime],
              ['arrived', row.arriveTime],
            ];
            const over = row.latestTemperature !== null && outOfRange(row.latestTemperature, row.limit);
            return (
              <Card key={row.id} className="delivery-track-card" data-testid={`delivery-track-${row.id}`}>
                <h3>
                  <Button type="text" onClick={() => setViewing(row)} data-testid={`delivery-track-view-${row.id}`}>
                    {row.orderNo}
                  </Button>
                  <DeliveryStatusTag status={row.status} />
                </h3>
                <div>
                  {row.canteenName} · {row.plate} · {row.driverName}
                </div>
                <ol aria-label={row.orderNo}>
                  {steps.map(([step, time]) => (
                    <li key={step} className={time ? 'done' : 'todo'}>
                      {t(`track.${step}`)}：{time ?? t('track.waiting')}
                    </li>
                  ))}
                </ol>
                <div className={over ? 'delivery-over' : undefined}>
                  {row.latestTemperature === null
                    ? t('track.noReading')
                    : t('track.latest', { temperature: row.latestTemperature.toFixed(1), time: row.latestReadTime })}
                  {row.outOfRange ? (
                    <Tag color="red" className="delivery-inline-tag">
                      {t('track.breaches', { count: row.outOfRange })}
                    </Tag>
                  ) : null}
                </div>
              </Card>
            );
          })}
        </div>
      )}
      <DeliveryDrawer row={viewing} onClose={() => setViewing(undefined)} onChanged={refresh} />
    </Card>
  );
}

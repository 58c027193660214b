import { Button, Empty, Input, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Table/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog';
import { addReading } from '../api';
import { outOfRange, parseTemperature } from '../logic';
import type { Reading } from '../types';
import '../i18n';

interface Props {
  deliveryId: string;
  readings: Reading[];
  limit: number | null;
  /** the note is on the road and the caller its supplier: a reading may be entered by hand */
  canEnter: boolean;
  onEntered: () => void;
}

/** A delivery's cold-chain readings, latest first, those above its goods' limit marked; a reading typed by hand. */
export function Readings({ deliveryId, readings, limit, canEnter, onEntered }: Props) {
  const { t } = useTranslation('delivery');
  const [typed, setTyped] = useState('');
  const value = parseTemperature(typed);
  const entering = useSubmit((temperature: number) => addReading(deliveryId, temperature), {
    success: t('cold.entered'),
    refusal: 'inline',
    onSaved: () => {
      setTyped('');
      onEntered();
    },
  });
  const latestFirst = [...readings].reverse();
  return (
    <div className="delivery-readings" data-testid="delivery-readings">
      <p>
        {t('field.limit')}: {limit === null ? t('ambient') : `${limit} °C`}
      </p>
      {canEnter ? (
        <Space align="start" className="delivery-reading-form">
          <Input
            aria-label={t('field.temperature')}
            placeholder={t('field.temperature')}
            value={typed}
            onChange={setTyped}
            onPressEnter={() => !Number.isNaN(value) && void entering.submit(value)}
            status={typed && Number.isNaN(value) ? 'error' : undefined}
            style={{ width: 160 }}
            suffix="°C"
            data-testid="delivery-reading-input"
          />
          <Button
            type="primary"
            disabled={Number.isNaN(value)}
            loading={entering.saving}
            onClick={() => void entering.submit(value)}
            data-testid="delivery-reading-add"
          >
            {t('cold.enter')}
          </Button>
          {typed && Number.isNaN(value) ? <span className="delivery-error">{t('cold.ruleTemperature')}</span> : null}
          {entering.refusal ? (
            <span className="delivery-error" role="alert">
              {entering.refusal}
            </span>
          ) : null}
        </Space>
      ) : null}
      <Table<Reading & { key: string }>
        rowKey="key"
        data={latestFirst.map((reading, index) => ({ ...reading, key: `${reading.readTime}-${index}` }))}
        pagination={latestFirst.length > 20 ? { pageSize: 20 } : false}
        noDataElement={<Empty description={t('order.noReadings')} />}
        rowClassName={(reading) => (outOfRange(reading.temperature, limit) ? 'delivery-row-over' : '')}
        columns={[
          { title: t('field.readTime'), dataIndex: 'readTime', width: 180 },
          {
            title: t('field.temperature'),
            dataIndex: 'temperature',
            render: (temperature: number) =>
              outOfRange(temperature, limit) ? (
                <Space>
                  <strong>{temperature.toFixed(1)}</strong>
                  <Tag color="red">{t('cold.over')}</Tag>
                </Space>
              ) : (
                temperature.toFixed(1)
              ),
          },
        ]}
      />
    </div>
  );
}

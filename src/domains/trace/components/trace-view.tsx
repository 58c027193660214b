import { Descriptions, Empty, Link, Space, Tag, Timeline, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import '@arco-design/web-react/es/Empty/style/css';
import '@arco-design/web-react/es/Link/style/css';
import '@arco-design/web-react/es/Space/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import '@arco-design/web-react/es/Timeline/style/css';
import '@arco-design/web-react/es/Typography/style/css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { followUpText, testItemText } from '../../ledgers';
import type { Dish, FoodTest, Movement, Trace, Upstream } from '../types';
import { moneyText, overLimit, quantityText, temperatureText, unitPriceText } from './format';
import { PaperTag } from './paper-tag';

type Item = { label: ReactNode; value: ReactNode };
const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** One step of the chain: a title, its facts, and what hangs below it. */
function Step({ kind, title, items, children, testId }: { kind: string; title: ReactNode; items: Item[]; children?: ReactNode; testId: string }) {
  return (
    <section className="trace-step" data-testid={testId}>
      <Space size={8} wrap>
        <Tag color="arcoblue" bordered>
          {kind}
        </Tag>
        <Typography.Text bold>{title}</Typography.Text>
      </Space>
      <Descriptions column={2} size="small" border={false} data={items.map((item) => ({ ...item, value: dash(item.value) }))} />
      {children}
    </section>
  );
}

/** The chain up: supplier, award, order, delivery with its cold chain, acceptance with its certificates. */
function UpstreamChain({ upstream, baseUnit }: { upstream: Upstream; baseUnit: string }) {
  const { t } = useTranslation('trace');
  const { supplier, award, order, delivery, acceptance } = upstream;
  if (!supplier && !order && !acceptance) return <Empty description={t('trace.noUpstream')} />;
  return (
    <Timeline>
      {supplier ? (
        <Timeline.Item>
          <Step
            kind={t('trace.supplier')}
            testId="trace-supplier"
            title={supplier.name}
            items={[
              { label: t('trace.creditCode'), value: supplier.creditCode },
              { label: t('trace.contacts'), value: [supplier.contactsName, supplier.mobile].filter(Boolean).join(' ') },
              { label: t('trace.licenseNo'), value: supplier.licenseNo },
              {
                label: t('trace.licenseExpiry'),
                value: (
                  <Space size={4}>
                    {supplier.licenseExpiry ?? t('paper.longTerm')}
                    <PaperTag state={supplier.licenseState} />
                  </Space>
                ),
              },
            ]}
          />
        </Timeline.Item>
      ) : null}
      {award ? (
        <Timeline.Item>
          <Step
            kind={t(`award.${award.kind}`)}
            testId="trace-award"
            title={`${award.title}${award.no ? ` · ${award.no}` : ''}`}
            items={[
              { label: t('trace.unitPrice'), value: unitPriceText(award.unitPrice, baseUnit) },
              { label: t('trace.validity'), value: award.validFrom ? `${award.validFrom} ~ ${award.validTo}` : award.title },
            ]}
          />
        </Timeline.Item>
      ) : null}
      {order ? (
        <Timeline.Item>
          <Step
            kind={t('trace.order')}
            testId="trace-order"
            title={order.orderNo}
            items={[
              { label: t('trace.deliveryDate'), value: `${order.deliveryDate} ${order.meal ? t(`meal.${order.meal}`) : ''}` },
              { label: t('trace.orderStatus'), value: t(`orderStatus.${order.status}`) },
              { label: t('trace.ordered'), value: `${quantityText(order.quantity, baseUnit)} · ${moneyText(order.amount)}` },
              { label: t('trace.confirmTime'), value: order.confirmTime },
              ...(order.emergency ? [{ label: t('award.emergency'), value: order.emergencyReason }] : []),
            ]}
          />
        </Timeline.Item>
      ) : null}
      {delivery ? (
        <Timeline.Item dotColor={delivery.alerts.length ? 'var(--color-danger-6)' : undefined}>
          <Step
            kind={t('trace.delivery')}
            testId="trace-delivery"
            title={`${delivery.plate}${delivery.refrigerated ? ` · ${t('trace.refrigerated')}` : ''}`}
            items={[
              { label: t('trace.driver'), value: `${delivery.driverName} · ${delivery.driverCertNo}` },
              { label: t('trace.driverCertExpiry'), value: delivery.driverCertExpiry },
              { label: t('trace.departTime'), value: delivery.departTime },
              { label: t('trace.arriveTime'), value: delivery.arriveTime },
              { label: t('trace.limit'), value: delivery.limit === null ? t('trace.ambient') : `≤ ${temperatureText(delivery.limit)}` },
              {
                label: t('trace.readings'),
                value: delivery.readings.length
                  ? t('trace.readingSummary', {
                      count: delivery.readings.length,
                      coldest: temperatureText(Math.min(...delivery.readings.map((reading) => reading.temp))),
                      warmest: temperatureText(Math.max(...delivery.readings.map((reading) => reading.temp))),
                    })
                  : null,
              },
            ]}
          >
            {delivery.readings.length ? (
              <div className="trace-readings" aria-label={t('trace.readings')}>
                {delivery.readings.map((reading) => (
                  <Tag key={reading.time} size="small" color={overLimit(reading.temp, delivery.limit) ? 'red' : undefined} title={reading.time}>
                    {reading.time.slice(11, 16)} {temperatureText(reading.temp)}
                  </Tag>
                ))}
              </div>
            ) : null}
            {delivery.alerts.map((alert) => (
              <Typography.Paragraph key={alert.firstTime} type="error" className="trace-alert">
                {t('trace.alert', {
                  from: alert.firstTime,
                  to: alert.lastTime.slice(11),
                  warmest: temperatureText(alert.warmest),
                  limit: temperatureText(alert.limit),
                })}
                {alert.ackTime ? ` ${t('trace.acknowledged', { name: alert.ackName ?? '', note: alert.ackNote ?? '' })}` : ` ${t('trace.unacknowledged')}`}
              </Typography.Paragraph>
            ))}
          </Step>
        </Timeline.Item>
      ) : null}
      {acceptance ? (
        <Timeline.Item dotColor={acceptance.decision === 1 ? 'var(--color-success-6)' : 'var(--color-warning-6)'}>
          <Step
            kind={t('trace.acceptance')}
            testId="trace-acceptance"
            title={
              <Space size={6}>
                {acceptance.createTime}
                <Tag color={acceptance.decision === 1 ? 'green' : acceptance.decision === 2 ? 'orange' : 'red'}>{t(`decision.${acceptance.decision}`)}</Tag>
              </Space>
            }
            items={[
              { label: t('trace.received'), value: `${quantityText(acceptance.receivedQty, baseUnit)} / ${quantityText(acceptance.acceptedQty, baseUnit)}` },
              { label: t('trace.arrivalTemp'), value: temperatureText(acceptance.arrivalTemp) },
              { label: t('trace.dates'), value: `${dash(acceptance.productionDate)} ~ ${dash(acceptance.expiryDate)}` },
              { label: t('trace.receiver'), value: `${acceptance.receiver} / ${acceptance.witness}` },
              ...(acceptance.reason ? [{ label: t('trace.reason'), value: acceptance.reason }] : []),
              ...(acceptance.returned
                ? [{ label: t('trace.returned'), value: `${quantityText(acceptance.returned.quantity, baseUnit)} · ${acceptance.returned.reason}` }]
                : []),
              {
                label: t('trace.certificates'),
                value: acceptance.certificates.length ? (
                  <Space wrap size={8}>
                    {acceptance.certificates.map((certificate) => (
                      <Link key={`${certificate.kind}-${certificate.fileId}`} href={certificate.link} target="_blank" rel="noreferrer">
                        {t(`certificate.${certificate.kind}`)}
                      </Link>
                    ))}
                  </Space>
                ) : null,
              },
            ]}
          />
        </Timeline.Item>
      ) : null}
    </Timeline>
  );
}

/** What the movement says beside its quantity: the meal and purpose of an issue, the reason of a loss. */
function movementNote(movement: Movement, t: (key: string) => string) {
  if (movement.kind === 2) return [movement.meal ? t(`meal.${movement.meal}`) : '', movement.purpose].filter(Boolean).join(' · ');
  return movement.reason;
}

/** The chain down: every movement, and the dishes made of its issues with the samples kept of each. */
function DownstreamChain({ movements, dishes, baseUnit }: { movements: Movement[]; dishes: Dish[]; baseUnit: string }) {
  const { t } = useTranslation('trace');
  if (!movements.length) return <Empty description={t('trace.noDownstream')} />;
  return (
    <Timeline>
      {movements.map((movement) => {
        const made = dishes.filter((dish) => dish.movementId === movement.id);
        return (
          <Timeline.Item key={movement.id} dotColor={movement.kind === 2 ? 'var(--color-primary-6)' : undefined}>
            <section className="trace-step" data-testid={`trace-movement-${movement.id}`}>
              <Space size={8} wrap>
                <Tag color={movement.quantity > 0 ? 'green' : 'arcoblue'}>{t(`movement.${movement.kind}`)}</Tag>
                <Typography.Text bold>{`${movement.quantity > 0 ? '+' : '−'}${quantityText(Math.abs(movement.quantity), baseUnit)}`}</Typography.Text>
                <Typography.Text type="secondary">
                  {[movement.time.slice(0, 16), movementNote(movement, t), movement.userName].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Space>
              {made.map((dish) => (
                <div key={dish.id} className="trace-dish" data-testid={`trace-dish-${dish.id}`}>
                  <Typography.Text>
                    {t('trace.dish', { dish: dish.dish, day: dish.recordDate, meal: t(`meal.${dish.meal}`) })}
                    {dish.cookName ? ` · ${t('trace.cook', { name: dish.cookName })}` : ''}
                    {dish.coreTemp !== null ? ` · ${t('trace.coreTemp', { temp: temperatureText(dish.coreTemp) })}` : ''}
                    {dish.servings ? ` · ${t('trace.servings', { count: dish.servings })}` : ''}
                  </Typography.Text>
                  {dish.samples.length ? (
                    dish.samples.map((sample) => (
                      <Typography.Paragraph key={sample.id} className="trace-sample" type="success">
                        {t('trace.sample', {
                          weight: sample.weightG,
                          temp: temperatureText(sample.storageTemp),
                          hours: sample.keepHours,
                          name: sample.samplerName,
                          time: sample.time,
                        })}
                      </Typography.Paragraph>
                    ))
                  ) : (
                    <Typography.Paragraph className="trace-sample" type="warning">
                      {t('trace.noSample')}
                    </Typography.Paragraph>
                  )}
                </div>
              ))}
            </section>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** The batch's food tests: each item, its value against the limit, 合格 or 不合格 and what was done. */
function FoodTests({ tests }: { tests: FoodTest[] }) {
  const { t } = useTranslation('trace');
  if (!tests.length) return <Typography.Paragraph type="secondary">{t('trace.noTests')}</Typography.Paragraph>;
  return (
    <ul className="trace-tests" data-testid="trace-tests">
      {tests.map((test) => (
        <li key={`${test.kind}-${test.id}`}>
          <Space size={8} wrap>
            <Tag color={test.result === 1 ? 'green' : 'red'}>{t(test.result === 1 ? 'trace.testPassed' : 'trace.testFailed')}</Tag>
            <Typography.Text>
              {[
                test.recordDate,
                t(`trace.testKind.${test.kind}`),
                testItemText(t, test.kind, test.item),
                test.value !== null && test.threshold !== null ? t('trace.testValue', { value: test.value, limit: test.threshold }) : '',
                test.testerName,
                test.followUp ? followUpText(t, test.kind, test.followUp) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Space>
        </li>
      ))}
    </ul>
  );
}

/** A batch's whole chain on one page: its head, the way up on the left and the way down on the right. */
export function TraceView({ trace }: { trace: Trace }) {
  const { t } = useTranslation('trace');
  const { batch } = trace;
  return (
    <div className="trace-view" data-testid="trace-view">
      <Descriptions
        className="trace-head"
        title={t('trace.title', { goods: batch.goodsName, id: batch.id })}
        column={{ xs: 1, md: 2, lg: 4 }}
        size="small"
        data={[
          { label: t('batch.canteen'), value: batch.canteenName },
          { label: t('batch.source'), value: t(`source.${batch.source}`) },
          { label: t('batch.receivedDate'), value: batch.receivedDate },
          { label: t('batch.warehouse'), value: dash(batch.warehouseName) },
          { label: t('batch.productionDate'), value: dash(batch.productionDate) },
          { label: t('batch.expiryDate'), value: dash(batch.expiryDate) },
          { label: t('batch.onHand'), value: quantityText(batch.onHand, batch.baseUnit) },
          { label: t('trace.unitPrice'), value: batch.unitPrice ? unitPriceText(batch.unitPrice, batch.baseUnit) : '—' },
        ]}
      />
      <div className="trace-columns">
        <section aria-labelledby="trace-up">
          <Typography.Title heading={6} id="trace-up">
            {t('trace.upstream')}
          </Typography.Title>
          <UpstreamChain upstream={trace.upstream} baseUnit={batch.baseUnit} />
        </section>
        <section aria-labelledby="trace-down">
          <Typography.Title heading={6} id="trace-down">
            {t('trace.downstream')}
          </Typography.Title>
          <Typography.Text bold>{t('trace.tests')}</Typography.Text>
          <FoodTests tests={trace.downstream.tests} />
          <DownstreamChain movements={trace.downstream.movements} dishes={trace.downstream.dishes} baseUnit={batch.baseUnit} />
        </section>
      </div>
    </div>
  );
}

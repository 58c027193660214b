import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../lib/money';
import type { Prices } from '../types';
import './disclosure.css';

const MEALS = ['breakfast', 'lunch', 'dinner', 'night'] as const;

/** 价格公示's two tables, the console's and the public page's: the meal plans' prices and 30 days of accepted unit prices. */
export function PriceTables({ prices }: { prices: Prices }) {
  const { t } = useTranslation('disclosure');
  return (
    <>
      <h3>{t('price.meals')}</h3>
      {prices.meals.length ? (
        <table className="disclosure-table" data-testid="price-meals">
          <thead>
            <tr>
              <th scope="col">{t('price.mealName')}</th>
              {MEALS.map((meal) => (
                <th scope="col" key={meal}>
                  {t(`meal.${meal}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {prices.meals.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {MEALS.map((meal) => (
                  <td key={meal}>{formatYuan(row[meal])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('price.mealsEmpty')}</p>
      )}
      <h3>{t('price.goods', { since: prices.since })}</h3>
      {prices.goods.length ? (
        <table className="disclosure-table" data-testid="price-goods">
          <thead>
            <tr>
              <th scope="col">{t('price.goodsName')}</th>
              <th scope="col">{t('price.category')}</th>
              <th scope="col">{t('price.average')}</th>
              <th scope="col">{t('price.range')}</th>
              <th scope="col">{t('price.batches')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.goods.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.name}</th>
                <td>{row.category}</td>
                <td>
                  {formatYuan(row.average)} {t('price.perUnit', { unit: row.unit })}
                </td>
                <td>
                  {formatYuan(row.lowest)} ~ {formatYuan(row.highest)}
                </td>
                <td>{row.batches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('price.goodsEmpty')}</p>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { MealName, PublishedWeek } from '../types';
import './disclosure.css';

const MEALS: MealName[] = ['breakfast', 'lunch', 'dinner'];

/** One published week: a row a day, a column a meal, the dishes as plain text (the console's and the public page's). */
export function WeekTable({ week }: { week: PublishedWeek }) {
  const { t } = useTranslation('disclosure');
  return (
    <table className="disclosure-table">
      <thead>
        <tr>
          <th scope="col">{t('recipe.date')}</th>
          {MEALS.map((meal) => (
            <th scope="col" key={meal}>
              {t(`meal.${meal}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {week.days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{day.date}</th>
            {MEALS.map((meal) => (
              <td key={meal}>
                {day.meals
                  .find((item) => item.meal === meal)
                  ?.dishes.map((dish) => dish.name)
                  .join('、') ?? '—'}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

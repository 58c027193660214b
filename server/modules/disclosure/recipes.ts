// 食谱公示's source: the weekly recipes the nutrition module publishes (issue 37, built in parallel). This file is the
// one place the disclosure module reads them through, against the agreed interface below.
// TEMPORARY: until the nutrition module is merged, publishedWeeks answers no week at all (the screens and the public
// page show their empty state). At the merge the lead replaces the body with a re-export of
// server/modules/nutrition/published.ts.
import type { Queryable } from '../../platform/db/database.ts';

export interface PublishedDish {
  id: string;
  name: string;
}
export interface PublishedMeal {
  meal: 'breakfast' | 'lunch' | 'dinner';
  dishes: PublishedDish[];
}
export interface PublishedDay {
  /** YYYY-MM-DD */
  date: string;
  meals: PublishedMeal[];
}
export interface PublishedWeek {
  recipeId: string;
  canteenId: string;
  canteenName: string;
  schoolId: string;
  schoolName: string;
  ageGroup: string;
  /** Monday, YYYY-MM-DD */
  weekStart: string;
  publishedAt: string;
  days: PublishedDay[];
}

/** The weeks published for the school's canteens that hold `day` (YYYY-MM-DD). */
export function publishedWeeks(_db: Queryable, _tenantId: string, _schoolId: string, _day: string): Promise<PublishedWeek[]> {
  return Promise.resolve([]);
}

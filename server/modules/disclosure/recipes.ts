// 食谱公示's source: the weekly recipes the nutrition module publishes (docs/product-rules.md#nutrition). This file is
// the one place the disclosure module reads them through.
export { publishedWeeks, type PublishedDay, type PublishedDish, type PublishedMeal, type PublishedWeek } from '../nutrition/index.ts';

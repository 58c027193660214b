// The catalogues of 消毒记录, 添加剂使用, 餐厨废弃物 and 陪餐记录 (namespace `ledger-<code>` each: the title, the field
// labels — the Chinese equal to the definitions' in contract/ledgers —, the options' words and the rule in one line),
// registered for the generic ledger page that draws them from their definitions.
import { addCatalogues } from '../../lib/i18n';
import enAccompaniedMeal from '../../locales/en-US/ledger-accompaniedMeal.json';
import enAdditive from '../../locales/en-US/ledger-additive.json';
import enDisinfection from '../../locales/en-US/ledger-disinfection.json';
import enKitchenWaste from '../../locales/en-US/ledger-kitchenWaste.json';
import zhAccompaniedMeal from '../../locales/zh-CN/ledger-accompaniedMeal.json';
import zhAdditive from '../../locales/zh-CN/ledger-additive.json';
import zhDisinfection from '../../locales/zh-CN/ledger-disinfection.json';
import zhKitchenWaste from '../../locales/zh-CN/ledger-kitchenWaste.json';

export const ledgersMoreResources = {
  'zh-CN': {
    'ledger-disinfection': zhDisinfection,
    'ledger-additive': zhAdditive,
    'ledger-kitchenWaste': zhKitchenWaste,
    'ledger-accompaniedMeal': zhAccompaniedMeal,
  },
  'en-US': {
    'ledger-disinfection': enDisinfection,
    'ledger-additive': enAdditive,
    'ledger-kitchenWaste': enKitchenWaste,
    'ledger-accompaniedMeal': enAccompaniedMeal,
  },
} as const;

addCatalogues(ledgersMoreResources);

// The ledgers' catalogues, registered with the screens' chunks: `ledgers` (what every ledger shares) and one namespace
// per ledger, `ledger-<code>` (its title, fields, options and rule in one line). Adding a ledger: its pair here.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/ledgers.json';
import zh from '../../locales/zh-CN/ledgers.json';
import enMorningCheck from '../../locales/en-US/ledger-morningCheck.json';
import zhMorningCheck from '../../locales/zh-CN/ledger-morningCheck.json';
import enProcessing from '../../locales/en-US/ledger-processing.json';
import zhProcessing from '../../locales/zh-CN/ledger-processing.json';
import enSample from '../../locales/en-US/ledger-sample.json';
import zhSample from '../../locales/zh-CN/ledger-sample.json';
import enDisinfection from '../../locales/en-US/ledger-disinfection.json';
import zhDisinfection from '../../locales/zh-CN/ledger-disinfection.json';
import enAdditive from '../../locales/en-US/ledger-additive.json';
import zhAdditive from '../../locales/zh-CN/ledger-additive.json';
import enKitchenWaste from '../../locales/en-US/ledger-kitchenWaste.json';
import zhKitchenWaste from '../../locales/zh-CN/ledger-kitchenWaste.json';
import enAccompaniedMeal from '../../locales/en-US/ledger-accompaniedMeal.json';
import zhAccompaniedMeal from '../../locales/zh-CN/ledger-accompaniedMeal.json';
import enRapidTest from '../../locales/en-US/ledger-rapidTest.json';
import zhRapidTest from '../../locales/zh-CN/ledger-rapidTest.json';
import enPesticideTest from '../../locales/en-US/ledger-pesticideTest.json';
import zhPesticideTest from '../../locales/zh-CN/ledger-pesticideTest.json';

export const ledgersResources = {
  'zh-CN': {
    ledgers: zh,
    'ledger-morningCheck': zhMorningCheck,
    'ledger-processing': zhProcessing,
    'ledger-sample': zhSample,
    'ledger-disinfection': zhDisinfection,
    'ledger-additive': zhAdditive,
    'ledger-kitchenWaste': zhKitchenWaste,
    'ledger-accompaniedMeal': zhAccompaniedMeal,
    'ledger-rapidTest': zhRapidTest,
    'ledger-pesticideTest': zhPesticideTest,
  },
  'en-US': {
    ledgers: en,
    'ledger-morningCheck': enMorningCheck,
    'ledger-processing': enProcessing,
    'ledger-sample': enSample,
    'ledger-disinfection': enDisinfection,
    'ledger-additive': enAdditive,
    'ledger-kitchenWaste': enKitchenWaste,
    'ledger-accompaniedMeal': enAccompaniedMeal,
    'ledger-rapidTest': enRapidTest,
    'ledger-pesticideTest': enPesticideTest,
  },
} as const;

addCatalogues(ledgersResources);

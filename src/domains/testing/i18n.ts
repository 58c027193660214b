// The testing screens' catalogue (namespace `testing`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/testing.json';
import zh from '../../locales/zh-CN/testing.json';
import enPesticide from '../../locales/en-US/ledger-pesticideTest.json';
import enRapid from '../../locales/en-US/ledger-rapidTest.json';
import zhPesticide from '../../locales/zh-CN/ledger-pesticideTest.json';
import zhRapid from '../../locales/zh-CN/ledger-rapidTest.json';

export const testingResources = { 'zh-CN': { testing: zh }, 'en-US': { testing: en } } as const;

addCatalogues(testingResources);

/**
 * 快速检测 and 农残检测's words (src/locales/<lang>/ledger-<code>.json), for the ledgers domain's generic page to
 * register with the other ledgers' (src/domains/ledgers/i18n.ts): held here, not registered, until that page lands.
 */
export const testingLedgerResources = {
  'zh-CN': { 'ledger-rapidTest': zhRapid, 'ledger-pesticideTest': zhPesticide },
  'en-US': { 'ledger-rapidTest': enRapid, 'ledger-pesticideTest': enPesticide },
} as const;

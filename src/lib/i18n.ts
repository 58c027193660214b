import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhValidation from '../locales/zh-CN/validation.json';

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

// Chinese is the source language and ships in the first chunk; English must be complete (a unit test
// compares the key sets) and is loaded when chosen (`loadLanguage`). The signed-in shell adds its own
// namespaces when it loads (src/shell/shell-i18n.ts).
export const resources = {
  'zh-CN': { common: zhCommon, validation: zhValidation, auth: zhAuth },
} as const;

type Catalogue = Record<string, object>;

/** The English catalogues of parts loaded later (the signed-in shell's), fetched with the language. */
const packs: (() => Promise<Catalogue>)[] = [];

/** A lazily loaded part's catalogues in the languages other than Chinese: fetched when such a language is chosen. */
export function addLanguagePack(load: () => Promise<Catalogue>): void {
  packs.push(load);
}

/** Makes a language's catalogues available: the sign-in page's and every registered pack's (fetched on first use). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === defaultLanguage) return;
  const loaded = await Promise.all([import('../locales/en-US/entry').then((m) => m.entryCatalogues as Catalogue), ...packs.map((load) => load())]);
  for (const catalogue of loaded)
    for (const [namespace, bundle] of Object.entries(catalogue))
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false);
}

export function initI18n(language: Language = defaultLanguage) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      // A copy: i18next adds later namespaces into the object it is given.
      resources: { 'zh-CN': { ...resources['zh-CN'] } },
      lng: language,
      fallbackLng: defaultLanguage,
      defaultNS: 'common',
      ns: Object.keys(resources['zh-CN']),
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18n;
}

export { i18n };

/** Adds the catalogues a lazily loaded part of the app brings (the shell, a screen, a domain). */
export function addCatalogues(catalogues: Record<string, Record<string, object>>): void {
  if (!i18n.isInitialized) initI18n();
  for (const [language, namespaces] of Object.entries(catalogues)) {
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle, true, false);
    }
  }
}

/** Start-up: Chinese at once; another stored language once its catalogue has arrived (no flash). */
export async function startI18n(language: Language): Promise<void> {
  initI18n(defaultLanguage);
  if (language === defaultLanguage) return;
  try {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
  } catch {
    // offline or a stale release: stay in Chinese rather than fail to start
  }
}

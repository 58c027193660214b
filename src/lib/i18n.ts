import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en-US/auth.json';
import enCommon from '../locales/en-US/common.json';
import enShell from '../locales/en-US/shell.json';
import enValidation from '../locales/en-US/validation.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhShell from '../locales/zh-CN/shell.json';
import zhValidation from '../locales/zh-CN/validation.json';

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

// Chinese is the source language; English must be complete (a unit test compares the key sets).
export const resources = {
  'zh-CN': { common: zhCommon, validation: zhValidation, auth: zhAuth, shell: zhShell },
  'en-US': { common: enCommon, validation: enValidation, auth: enAuth, shell: enShell },
} as const;

export function initI18n(language: Language = defaultLanguage) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: defaultLanguage,
      defaultNS: 'common',
      ns: Object.keys(resources[defaultLanguage]),
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

// The device screens' catalogue (namespace `devices`), registered with the screens' chunks.
import { addCatalogues } from '../../lib/i18n';
import en from '../../locales/en-US/devices.json';
import zh from '../../locales/zh-CN/devices.json';

export const devicesResources = { 'zh-CN': { devices: zh }, 'en-US': { devices: en } } as const;

addCatalogues(devicesResources);

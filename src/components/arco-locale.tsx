import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
// the date pickers' Chinese months and weeks (the build takes this import out of Arco's locale: vite.config.ts)
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session';

/**
 * Arco's own texts (pagination, modals, pickers) in the user's language. Mounted by the signed-in shell
 * rather than the app root, so the sign-in page does not download Arco's locales and dayjs.
 */
export function ArcoLocale({ children }: { children: ReactNode }) {
  const { language } = useSnapshot(session);
  return <ConfigProvider locale={language === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>;
}

import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css';
import { IconDownload, IconPrinter } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { downloadFile } from '../../../lib/download';

/** 导出 (the server's .xlsx of what the page shows, its filters as the POST body) and 打印 (the page's A4 print). */
export function ExportPrint({ path, params, fileName, testId }: { path: string; params: Record<string, string>; fileName: string; testId: string }) {
  const { t } = useTranslation('finance');
  const exporting = useSubmit(() => downloadFile(path, params, fileName, 'post'), { refusal: 'toast', success: t('exported', { name: fileName }) });
  return (
    <>
      <Button icon={<IconDownload />} loading={exporting.saving} onClick={() => void exporting.submit()} data-testid={`${testId}-export`}>
        {t('export')}
      </Button>
      <Button icon={<IconPrinter />} onClick={() => window.print()} data-testid={`${testId}-print`}>
        {t('print')}
      </Button>
    </>
  );
}

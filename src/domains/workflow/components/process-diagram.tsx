import { Alert, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import '@arco-design/web-react/es/Spin/style/css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramViewerProps } from './diagram-viewer';
import '../i18n';

// bpmn-js in its own chunk: asked for only when a diagram is drawn
const DiagramViewer = lazy(() => import('./diagram-viewer'));

/** A process's diagram (bpmn-js, lazy), with the current node lit and the path taken marked; a failed draw says why. */
export function ProcessDiagram({ diagram }: Pick<DiagramViewerProps, 'diagram'>) {
  const { t } = useTranslation('workflow');
  const [failure, setFailure] = useState('');
  if (failure) return <Alert type="error" title={t('diagram.failed')} content={failure} data-testid="flow-diagram-error" />;
  return (
    <Suspense fallback={<Spin className="page-loading" tip={t('common:loading')} data-testid="flow-diagram-loading" />}>
      <DiagramViewer diagram={diagram} onError={setFailure} label={t('diagram.label')} />
    </Suspense>
  );
}

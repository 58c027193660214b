// Arco's imperative APIs (Message, Modal.confirm) need the React 19 adapter loaded first.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n';
import { followReducedMotion } from './lib/reduced-motion';
import { session, setupHttp, startRefreshLoop } from './session';
import './styles/global.css';

setupHttp();
followReducedMotion();
startRefreshLoop();
// Arco's wrong or missing ARIA, corrected as it draws (docs/decisions/0014-arco-aria-patched-in-one-place.md); its
// own chunk, which the shell shares, so the sign-in page's first download stays within its budget
void import('./components/a11y/arco-aria').then(({ watchArcoAria }) => watchArcoAria());

void startI18n(session.language).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

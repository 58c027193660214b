import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tooltip/style/css';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import screenfull from 'screenfull';

export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const update = () => setFull(screenfull.isFullscreen);
    screenfull.on('change', update);
    return () => screenfull.off('change', update);
  }, []);
  if (!screenfull.isEnabled) return null;
  const label = full ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <Tooltip content={label}>
      <Button
        type="text"
        icon={full ? <IconFullscreenExit /> : <IconFullscreen />}
        aria-label={label}
        aria-pressed={full}
        onClick={() => void screenfull.toggle()}
        data-testid="fullscreen"
      />
    </Tooltip>
  );
}

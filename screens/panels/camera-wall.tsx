import { useTranslation } from 'react-i18next';
import type { Statistics } from '../data/types';
import { readObject } from './read';

interface Camera {
  id: string;
  name: string;
  canteen: string;
  online: boolean;
  lastSeen: string;
}

/** The camera status wall of 明厨亮灶: offline cameras first, each tile naming its canteen. */
export function CameraWall({ stats }: { stats: Statistics }) {
  const { t } = useTranslation('screens');
  const { items } = readObject<{ items: Camera[] }>(stats, 'cameras', (value) => Array.isArray(value.items));
  if (items.length === 0) return <p className="bs-empty">{t('panel.noRecords')}</p>;
  return (
    <ul className="bs-cameras">
      {items.map((camera) => (
        <li
          key={camera.id}
          className={camera.online ? 'bs-camera' : 'bs-camera bs-camera-off'}
          title={`${camera.canteen} · ${camera.name} · ${camera.lastSeen}`}
        >
          <span className="bs-camera-dot" aria-hidden />
          <span className="bs-camera-name">{camera.name}</span>
          <span className="bs-camera-canteen">{camera.canteen}</span>
          <span className="bs-camera-state">{t(camera.online ? 'kitchen.online' : 'kitchen.offline')}</span>
        </li>
      ))}
    </ul>
  );
}

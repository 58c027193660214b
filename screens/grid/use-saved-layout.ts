import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isHttpError } from '../../src/lib/http';
import { notify } from '../../src/lib/notify';
import { keyFamily } from '../../src/lib/swr-keys';
import { fetchLayout, resetLayout, saveLayout } from '../data/api';
import type { LayoutItem, ScreenId } from '../data/types';
import { layoutFile, mergeLayout, parseLayoutFile, SCHEMA_VERSION, sameLayout } from './layout';

/** One screen's saved layout, by the screen. */
export const layoutKeys = keyFamily<[screen: ScreenId]>('bigscreen-layout');

/**
 * The layout of one screen for this user: saved on the server (so it follows the user to another
 * machine), merged with the screen's panels, exported and imported as a versioned JSON file.
 */
export function useSavedLayout(screen: ScreenId, defaults: LayoutItem[]) {
  const { t } = useTranslation('screens');
  const { data: saved, isLoading, mutate } = useSWR(layoutKeys.key(screen), () => fetchLayout(screen), { revalidateOnFocus: false });
  const layout = mergeLayout(defaults, saved?.layout);

  /** Another window or machine saved first (409): load theirs, or overwrite it with this window's arrangement. */
  const resolveConflict = useCallback(
    (next: LayoutItem[]) =>
      Modal.confirm({
        title: t('layout.conflictTitle'),
        content: t('layout.conflictContent'),
        okText: t('layout.overwrite'),
        cancelText: t('layout.loadLatest'),
        onOk: async () => {
          try {
            const latest = await fetchLayout(screen);
            await mutate(await saveLayout(screen, next, SCHEMA_VERSION, latest?.version ?? 0), { revalidate: false });
          } catch {
            notify.error(t('layout.saveFailed'));
          }
        },
        onCancel: () => void mutate(),
      }),
    [mutate, screen, t],
  );

  const save = useCallback(
    async (next: LayoutItem[]) => {
      if (sameLayout(next, layout)) return;
      const previous = saved;
      await mutate(previous ? { ...previous, layout: next } : { schemaVersion: SCHEMA_VERSION, layout: next, version: 0, updateTime: '' }, {
        revalidate: false,
      });
      try {
        await mutate(await saveLayout(screen, next, SCHEMA_VERSION, previous?.version ?? 0), { revalidate: false });
      } catch (error) {
        if (isHttpError(error) && error.code === 409) resolveConflict(next);
        // The wall keeps the arrangement on screen; only saving it failed.
        else notify.error(t('layout.saveFailed'));
      }
    },
    [layout, mutate, resolveConflict, saved, screen, t],
  );

  const reset = useCallback(async () => {
    try {
      await resetLayout(screen);
      await mutate(null, { revalidate: false });
      notify.success(t('layout.resetDone'));
    } catch {
      notify.error(t('layout.saveFailed'));
    }
  }, [mutate, screen, t]);

  const exportFile = useCallback(() => {
    const blob = new Blob([JSON.stringify(layoutFile(screen, layout), null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `shian-layout-${screen}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  }, [layout, screen]);

  const importFile = useCallback(
    async (file: File) => {
      const result = parseLayoutFile(
        await file.text(),
        screen,
        defaults.map((item) => item.i),
      );
      if (!result.ok) {
        notify.error(t(`layout.importError.${result.reason}`));
        return;
      }
      await save(mergeLayout(defaults, result.layout));
      notify.success(t('layout.imported'));
    },
    [defaults, save, screen, t],
  );

  return { layout, loading: isLoading, save, reset, exportFile, importFile };
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Statistics } from '../../screens/data/types';
import { kitchen } from '../../screens/defs/kitchen';
import '../../screens/i18n';
import { Panel } from '../../screens/panels/panel';
import { session } from '../../src/session';

const stats: Statistics = {
  scope: { name: '东湖区教育局', schools: 30, canteens: 33 },
  month: '2026-11',
  dataTime: '2026-11-23 10:00:00',
  kpis: {},
  // byType is malformed (a string where the items should be)
  panels: {
    byType: { items: 'oops' },
    cameras: { items: [{ id: '1', name: '后厨 1', canteen: '<b>第一食堂</b>', online: false, lastSeen: '2026-11-20 08:00' }] },
  },
  latest: [{ id: '9', time: '2026-11-20 08:01', canteen: '<img src=x onerror=alert(1)>', camera: '后厨 1', type: 'no_mask', handled: false }],
};

const panel = (id: string) => kitchen.panels.find((item) => item.id === id)!;

describe('a statistics panel', () => {
  it('shows an error card for malformed data while the panels beside it go on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <Panel def={panel('byType')} stats={stats} width={600} height={300} pixelRatio={1} />
        <Panel def={panel('latest')} stats={stats} width={900} height={300} pixelRatio={1} />
        <Panel def={panel('cameras')} stats={stats} width={600} height={300} pixelRatio={1} />
      </>,
    );
    expect(screen.getByTestId('panel-byType')).toHaveTextContent('本面板数据异常');
    expect(screen.getByTestId('panel-latest')).not.toHaveTextContent('本面板数据异常');
    expect(screen.getByTestId('panel-latest')).toHaveTextContent('未戴口罩');
    expect(screen.getByTestId('panel-latest')).toHaveTextContent('未处置');
    expect(screen.getByTestId('panel-cameras')).toHaveTextContent('离线');
    // and whoever looks after the wall finds it in the error log
    expect(session.logsList.some((entry) => entry.type === 'react' && entry.message.includes('byType'))).toBe(true);
  });

  it('renders server text as text, never as markup', () => {
    const { container } = render(<Panel def={panel('latest')} stats={stats} width={900} height={300} pixelRatio={1} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('panel-latest')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

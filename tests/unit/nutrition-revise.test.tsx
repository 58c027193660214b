// 营养标准's 修订 on the client: the button only for a caller holding nutrition_standard_revise; the dialog refuses to
// save without a reason (请输入修订原因) and sends the figures as edited, an emptied one as null (缺失).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { session } from '../../src/session';

vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
const api = vi.hoisted(() => ({ fetchStandard: vi.fn(), saveStandard: vi.fn() }));
vi.mock('../../src/domains/nutrition/api', async (actual) => ({ ...(await actual<object>()), ...api }));

const { StandardPage } = await import('../../src/domains/nutrition/pages/standard-page');

const figures = (energy: number | null) => ({
  energy,
  protein: 50,
  fibre: 20,
  calcium: 850,
  iron: 14,
  zinc: 8,
  vitaminA: 550,
  vitaminB1: 1.1,
  vitaminB2: 1.1,
  vitaminC: 75,
});
const STANDARD = {
  name: 'WS/T 554-2017 学生餐营养指南',
  version: 'WS/T 554-2017 学生餐营养指南 · 修订 0',
  revision: 0,
  daily: Object.fromEntries(['6-8', '9-11', '12-14', '15-17'].map((group) => [group, { male: figures(2100), female: figures(1900) }])),
  sources: { daily: '表1' },
  revisions: [],
};

const draw = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <StandardPage />
    </SWRConfig>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  vi.clearAllMocks();
  session.permission = {};
});

describe('营养标准 修订', () => {
  it('shows no 修订标准 to a reader', async () => {
    api.fetchStandard.mockResolvedValue(STANDARD);
    draw();
    expect(await screen.findByTestId('nutrition-standard-version')).toBeTruthy();
    expect(screen.queryByTestId('nutrition-standard-revise')).toBeNull();
  });

  it('asks for a reason, then sends the figures as edited (an emptied one null)', async () => {
    session.permission = { nutrition_standard_revise: true };
    api.fetchStandard.mockResolvedValue(STANDARD);
    api.saveStandard.mockResolvedValue({ version: 'WS/T 554-2017 学生餐营养指南 · 修订 1', revision: 1 });
    draw();
    fireEvent.click(await screen.findByTestId('nutrition-standard-revise'));
    const cell =
      (await screen.findByTestId('nutrition-standard-9-11-male-energy')).querySelector('input') ?? screen.getByTestId('nutrition-standard-9-11-male-energy');
    fireEvent.change(cell, { target: { value: '' } });
    fireEvent.blur(cell);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入修订原因')).toBeTruthy();
    expect(api.saveStandard).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('nutrition-standard-reason'), { target: { value: '本区调整' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.saveStandard).toHaveBeenCalledTimes(1));
    const [daily, reason] = api.saveStandard.mock.calls[0]! as [typeof STANDARD.daily, string];
    expect(reason).toBe('本区调整');
    expect(daily['9-11']!.male.energy).toBeNull();
    expect(daily['9-11']!.female.energy).toBe(1900);
  });
});

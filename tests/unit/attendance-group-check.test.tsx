import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkGroup, fetchConflicts } from '../../src/domains/attendance/api';
import { checkChosen } from '../../src/domains/attendance/components/group-check';
import '../../src/domains/attendance/i18n';

// The attendance-group check a group's dialog runs when a people picker closes (docs/product-rules.md#attendance), over
// stand-in calls (the server's count and conflicts are tested in the API suite; the browser journey,
// tests/e2e/attendance.spec.ts, asks it about people really in another group): nobody chosen asks nothing, nobody
// elsewhere (99999) asks no question, and otherwise 温馨提示 says how many — 确定 moves them, 取消 drops those the
// server names.
vi.mock('../../src/domains/attendance/api', () => ({ checkGroup: vi.fn(), fetchConflicts: vi.fn() }));

const question = () => screen.findByRole('dialog');

describe('the attendance-group check', () => {
  beforeEach(() => {
    vi.mocked(checkGroup).mockReset();
    vi.mocked(fetchConflicts).mockReset();
  });

  it('asks the server nothing when nobody was chosen', async () => {
    expect(await checkChosen([], undefined)).toEqual({ kind: 'none' });
    expect(checkGroup).not.toHaveBeenCalled();
  });

  it('asks no question when none of the chosen is in another group', async () => {
    vi.mocked(checkGroup).mockResolvedValue(99999);
    expect(await checkChosen(['p1'], 'g1')).toEqual({ kind: 'none' });
    expect(checkGroup).toHaveBeenCalledWith(['p1'], 'g1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how many are elsewhere; 确定 moves them', async () => {
    vi.mocked(checkGroup).mockResolvedValue(2);
    const outcome = checkChosen(['p1', 'p2', 'p3'], undefined);
    const dialog = await question();
    expect(dialog).toHaveTextContent('共【2】人在其他考勤组，是否更新至此考勤组');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await outcome).toEqual({ kind: 'move' });
    expect(fetchConflicts).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('取消 drops the ones the server names as elsewhere', async () => {
    vi.mocked(checkGroup).mockResolvedValue(2);
    vi.mocked(fetchConflicts).mockResolvedValue([
      { personId: 'p2', personName: '甲', groupId: 'g9', groupName: '来源组' },
      { personId: 'p3', personName: '乙', groupId: 'g9', groupName: '来源组' },
    ]);
    const outcome = checkChosen(['p1', 'p2', 'p3'], 'g1');
    await userEvent.click(within(await question()).getByRole('button', { name: /取\s*消/ }));
    expect(await outcome).toEqual({ kind: 'drop', ids: ['p2', 'p3'] });
    expect(fetchConflicts).toHaveBeenCalledWith(['p1', 'p2', 'p3'], 'g1');
  });
});

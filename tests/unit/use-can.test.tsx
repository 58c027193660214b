import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCan } from '../../src/components/use-can';
import { session } from '../../src/session';

describe('useCan, the button check the pages use', () => {
  afterEach(() => {
    session.permission = {};
  });

  it('answers for the codes the user holds, and follows changes of the map', async () => {
    session.permission = { user_add: true };
    const add = renderHook(() => useCan('user_add'));
    const remove = renderHook(() => useCan('user_delete'));
    expect(add.result.current).toBe(true);
    expect(remove.result.current).toBe(false);
    await act(async () => {
      session.permission = { user_delete: true };
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(add.result.current).toBe(false);
    expect(remove.result.current).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Can } from '../../src/components/can';
import { session } from '../../src/session';

describe('the button gate', () => {
  afterEach(() => {
    session.permission = {};
  });

  it('shows a button only to users holding its code, and follows changes of the map', async () => {
    session.permission = { user_add: true };
    const { rerender } = render(
      <>
        <Can code="user_add">
          <button type="button">add</button>
        </Can>
        <Can code="user_delete" fallback={<span>no delete</span>}>
          <button type="button">delete</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect(screen.getByText('no delete')).toBeInTheDocument();
    session.permission = { user_delete: true };
    await new Promise((resolve) => setTimeout(resolve, 0));
    rerender(
      <Can code="user_delete">
        <button type="button">delete</button>
      </Can>,
    );
    expect(await screen.findByRole('button', { name: 'delete' })).toBeInTheDocument();
  });
});

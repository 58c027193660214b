import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Guard } from '../../src/app/guard';
import '../../src/lib/i18n';
import { defaults, session } from '../../src/session';

// The route guard in a router of its own: where each kind of visit ends up.
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function visit(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Guard />,
        children: [
          { path: '/login', handle: { isAuth: false }, element: <Where /> },
          { path: '/lock', handle: { isAuth: false }, element: <Where /> },
          { path: '/403', handle: { isAuth: false }, element: <Where /> },
          { path: '/404', handle: { isAuth: false }, element: <Where /> },
          { path: '/wel/index', element: <Where /> },
          { path: '/liancan/zhuanxiangtongji/mingchuliangzhao/index', element: <Where /> },
          { path: '/info/index', handle: { hideFor: ['supplier'] }, element: <Where /> },
          { path: '/system/user', element: <Where /> },
          { path: '*', handle: { catchAll: true }, element: <Where /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByTestId('where');
}

const signIn = (userType: string, loginType = 1) => Object.assign(session, { accessToken: 'token', userInfo: { userType }, loginType });

describe('the route guard', () => {
  afterEach(() => void Object.assign(session, defaults()));

  it('sends a visit without a session to sign-in, remembering where it was going', async () => {
    expect(await visit('/system/user?tab=2')).toHaveTextContent('/login?redirect=%2Fsystem%2Fuser%3Ftab%3D2');
  });

  it('gives a path only the menus could know a 404 without a session, not a sign-in', async () => {
    expect(await visit('/somewhere/else')).toHaveTextContent('/404');
  });

  it('takes a signed-in user away from sign-in to the landing page', async () => {
    signIn('education');
    expect(await visit('/login')).toHaveTextContent('/wel/index');
  });

  it('lands a bank login on its statistics screen', async () => {
    signIn('bank', 9);
    expect(await visit('/login')).toHaveTextContent('/liancan/zhuanxiangtongji/mingchuliangzhao/index');
  });

  it('follows a redirect within the console after sign-in', async () => {
    signIn('education');
    expect(await visit('/login?redirect=%2Fsystem%2Fuser')).toHaveTextContent('/system/user');
  });

  it('ignores a redirect to another site', async () => {
    signIn('education');
    expect(await visit('/login?redirect=https%3A%2F%2Fevil.example%2F')).toHaveTextContent('/wel/index');
  });

  it('keeps a locked session on the lock page', async () => {
    signIn('education');
    session.isLock = true;
    expect(await visit('/system/user')).toHaveTextContent('/lock');
  });

  it('refuses a page hidden from the user type with a 403', async () => {
    signIn('supplier', 5);
    expect(await visit('/info/index')).toHaveTextContent('/403');
  });

  it('opens a page the user may open', async () => {
    signIn('school', 2);
    expect(await visit('/info/index')).toHaveTextContent('/info/index');
  });
});

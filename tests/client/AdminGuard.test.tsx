// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminGuard } from '../../src/client/components/admin/AdminGuard';
import { session } from '../../src/client/state/session';

const admin = {
  _id: '0123456789abcdef01234567',
  name: 'Ada Admin',
  email: 'ada@example.com',
  token: 'token',
  isAdmin: true,
};

function renderAdminArea() {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<AdminGuard />}>
          <Route index element={<p>Admin dashboard</p>} />
        </Route>
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A session as a returning visitor has it: from storage, not yet confirmed by the profile call. */
function restoreFromStorage(isAdmin: boolean) {
  localStorage.setItem(
    'userInfo',
    JSON.stringify({ _id: admin._id, name: admin.name, email: admin.email }),
  );
  localStorage.setItem('isAdmin', String(isAdmin));
  localStorage.setItem('token', 'stored-token');
  window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
}

afterEach(() => {
  cleanup();
  act(() => session.logout());
});

describe('AdminGuard', () => {
  it('sends a signed-out visitor to /login', () => {
    renderAdminArea();
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('waits for the profile call before trusting a stored admin flag', () => {
    restoreFromStorage(true);
    renderAdminArea();
    expect(screen.getByRole('status').textContent).toContain('Checking admin access...');
    act(() => session.applyProfile({ ...admin, isAdmin: true }));
    expect(screen.getByText('Admin dashboard')).toBeTruthy();
  });

  it('sends a signed-in customer to /login once the profile call says so', () => {
    restoreFromStorage(true);
    renderAdminArea();
    act(() => session.applyProfile({ ...admin, isAdmin: false }));
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('lets a freshly signed-in administrator straight in', () => {
    session.signIn(admin);
    renderAdminArea();
    expect(screen.getByText('Admin dashboard')).toBeTruthy();
  });
});

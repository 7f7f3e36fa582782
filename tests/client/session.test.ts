// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, session } from '../../src/client/state/session';

const user = { _id: '0123456789abcdef01234567', name: 'Ada Lovelace', email: 'ada@example.com' };
const answer = { ...user, token: 'token-1', isAdmin: false };

afterEach(() => {
  session.logout();
  localStorage.clear();
});

describe('session restore', () => {
  it('restores token, user info and admin flag, unconfirmed until the profile call answers', () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('isAdmin', 'true');
    expect(readStoredSession()).toEqual({
      token: 'stored-token',
      user,
      isAdmin: true,
      checked: false,
    });
  });

  it.each([
    ['user info that is not JSON', 'stored-token', '{not json'],
    ['user info without an id', 'stored-token', JSON.stringify({ name: 'Ada', email: 'a@b.c' })],
    ['user info that is a list', 'stored-token', JSON.stringify([user])],
    ['no token', null, JSON.stringify(user)],
  ])('discards %s and forgets all three keys', (_case, token, userInfo) => {
    if (token) localStorage.setItem('token', token);
    localStorage.setItem('userInfo', userInfo);
    localStorage.setItem('isAdmin', 'true');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
  });

  it('reads a missing or odd admin flag as not an administrator', () => {
    localStorage.setItem('token', 'stored-token');
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('isAdmin', 'yes');
    expect(readStoredSession()?.isAdmin).toBe(false);
  });
});

describe('session changes', () => {
  it('signing in stores exactly the three keys; logout clears them', () => {
    session.signIn({ ...answer, isAdmin: true });
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
    expect(localStorage.getItem('isAdmin')).toBe('true');
    expect(session.get()).toMatchObject({ user, isAdmin: true, checked: true });

    session.logout();
    expect(session.get()).toBeNull();
    expect(['token', 'userInfo', 'isAdmin'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('tells listeners when the person changes, not when only the token is renewed', () => {
    const listener = vi.fn();
    const stop = session.onUserChange(listener);
    session.signIn(answer);
    session.replaceToken('token-2');
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(listener).toHaveBeenCalledTimes(1);
    session.signIn({ ...answer, _id: 'fedcba9876543210fedcba98', token: 'token-3' });
    session.logout();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('applies a profile only to the user it belongs to', () => {
    session.signIn(answer);
    session.applyProfile({ ...user, name: 'Ada King', isAdmin: false });
    expect(session.get()?.user.name).toBe('Ada King');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ name: 'Ada King' });
    session.applyProfile({
      ...user,
      _id: 'fedcba9876543210fedcba98',
      name: 'Someone Else',
      isAdmin: true,
    });
    expect(session.get()).toMatchObject({ user: { name: 'Ada King' }, isAdmin: false });
  });

  it('follows a sign-out in another tab', () => {
    session.signIn(answer);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(session.get()).toBeNull();
  });
});

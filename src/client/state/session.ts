import { createStore } from '../lib/store';

/** Who is signed in, as spec §3 names it; kept in localStorage under `token`, `userInfo`, `isAdmin`. */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
}

export interface Session {
  token: string;
  user: SessionUser;
  isAdmin: boolean;
  /**
   * False while a session restored from storage waits for the profile call to confirm it, so the
   * admin guard does not trust a stored flag it has not checked.
   */
  checked: boolean;
}

/** What login, register and admin registration answer (and the profile, without the token). */
export interface SignInAnswer extends SessionUser {
  token: string;
  isAdmin: boolean;
}

const KEYS = { token: 'token', user: 'userInfo', isAdmin: 'isAdmin' } as const;
const storedKeys: readonly string[] = Object.values(KEYS);

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === 'string' &&
    user._id !== '' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string'
  );
}

function forgetStoredSession() {
  // The token goes first, so another tab never sees a token paired with a stale user.
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.user);
  localStorage.removeItem(KEYS.isAdmin);
}

function parseStoredSession(): Session | null {
  const token = localStorage.getItem(KEYS.token);
  let user: unknown = null;
  try {
    user = JSON.parse(localStorage.getItem(KEYS.user) ?? 'null');
  } catch {
    return null;
  }
  if (!token || !isSessionUser(user)) return null;
  return {
    token,
    user: { _id: user._id, name: user.name, email: user.email },
    isAdmin: localStorage.getItem(KEYS.isAdmin) === 'true',
    checked: false,
  };
}

/** The session kept from an earlier visit; stored data that is incomplete or malformed is discarded. */
export function readStoredSession(): Session | null {
  const restored = parseStoredSession();
  if (!restored) forgetStoredSession();
  return restored;
}

function store(next: Omit<Session, 'checked'>) {
  // The token goes last: another tab reading midway sees a stale user with the old token, not
  // a new token with a stale user.
  localStorage.setItem(KEYS.user, JSON.stringify(next.user));
  localStorage.setItem(KEYS.isAdmin, String(next.isAdmin));
  localStorage.setItem(KEYS.token, next.token);
}

const current = createStore<Session | null>(
  typeof localStorage === 'undefined' ? null : readStoredSession(),
  null,
);
const userChangeListeners = new Set<() => void>();

function replace(next: Session | null) {
  const userChanged = current.get()?.user._id !== next?.user._id;
  current.set(next);
  if (userChanged) userChangeListeners.forEach((listener) => listener());
}

export const session = {
  get: current.get,

  /** Login, register and admin registration: the answer is fresh from the server. */
  signIn(answer: SignInAnswer) {
    const next = {
      token: answer.token,
      user: { _id: answer._id, name: answer.name, email: answer.email },
      isAdmin: answer.isAdmin,
    };
    store(next);
    replace({ ...next, checked: true });
  },

  /** The profile call confirmed (or renamed) the signed-in user. */
  applyProfile(profile: SessionUser & { isAdmin: boolean }) {
    const now = current.get();
    // An answer meant for an earlier session (another tab switched user meanwhile) is stale.
    if (!now || now.user._id !== profile._id) return;
    const next = {
      token: now.token,
      user: { _id: profile._id, name: profile.name, email: profile.email },
      isAdmin: profile.isAdmin,
    };
    const changed =
      now.user.name !== next.user.name ||
      now.user.email !== next.user.email ||
      now.isAdmin !== next.isAdmin;
    if (changed) store(next);
    replace({ ...next, checked: true });
  },

  /** Spec §8: a profile refresh that fails for any reason but a 401 leaves the session as stored. */
  trustStored() {
    const now = current.get();
    if (now && !now.checked) replace({ ...now, checked: true });
  },

  /** A password change answers a new token: the old one no longer works. */
  replaceToken(token: string) {
    const now = current.get();
    if (!now) return;
    store({ ...now, token });
    replace({ ...now, token });
  },

  /** Logout, or a token the server rejected: token, user info and admin flag are cleared. */
  logout() {
    forgetStoredSession();
    replace(null);
  },

  /** Called when someone else (or nobody) is signed in now, to drop what was cached for the last user. */
  onUserChange(listener: () => void) {
    userChangeListeners.add(listener);
    return () => {
      userChangeListeners.delete(listener);
    };
  },
};

export const useSession = current.use;

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !storedKeys.includes(event.key)) return;
    // Only read here: that tab may be halfway through writing its three keys.
    const stored = parseStoredSession();
    const now = current.get();
    if (stored?.token === now?.token && stored?.user._id === now?.user._id) return;
    replace(stored);
  });
}

import { describe, expect, it } from 'vitest';
import { serverMessageOr } from '../../src/client/lib/errorMessage';

const answered = (code: string, message: string) => ({ message, data: { code } });

describe('serverMessageOr', () => {
  it('shows what the server said when it refused the request', () => {
    expect(
      serverMessageOr(answered('UNAUTHORIZED', 'Invalid email or password'), 'Failed to login'),
    ).toBe('Invalid email or password');
    expect(
      serverMessageOr(answered('BAD_REQUEST', 'email: Please enter a valid email address'), 'x'),
    ).toBe('email: Please enter a valid email address');
  });

  it('falls back to the page’s text for a crash or a lost connection', () => {
    expect(
      serverMessageOr(
        answered('INTERNAL_SERVER_ERROR', 'Internal server error'),
        'Failed to login',
      ),
    ).toBe('Failed to login');
    expect(serverMessageOr({ message: 'Failed to fetch', data: null }, 'Failed to login')).toBe(
      'Failed to login',
    );
    expect(serverMessageOr(null, 'Failed to login')).toBe('Failed to login');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpInput } from '../../src/client/components/auth/OtpInput';
import { sanitizeOtp } from '../../src/client/lib/otp';

function Harness() {
  const [otp, setOtp] = useState('');
  return <OtpInput value={otp} onChange={setOtp} />;
}

afterEach(cleanup);

describe('the one-time code input', () => {
  it('keeps digits only and at most six of them', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    fireEvent.change(input, { target: { value: '12a-3 4' } });
    expect(input).toHaveProperty('value', '1234');
    fireEvent.change(input, { target: { value: '123-456-789' } });
    expect(input).toHaveProperty('value', '123456');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input).toHaveProperty('value', '');
  });

  it('asks phones for the number pad and browsers for the mailed code', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('sanitises pasted codes the same way', () => {
    expect(sanitizeOtp(' 123 456 ')).toBe('123456');
    expect(sanitizeOtp('１２３')).toBe('');
    expect(sanitizeOtp('0000001')).toBe('000000');
  });
});

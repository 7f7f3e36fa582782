import { readResetCode, registerByApi } from './support/accounts';
import { expect, test } from './support/test';

test('forgot password → code from the e-mail → new password → signed in with it', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'Forgetful Fiona', 'old-password');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(forgot.getByRole('alert')).toHaveText('Email is required');
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(
    forgot.getByText('Password reset email sent. Please check your inbox.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('resetEmail'))).toBe(account.email);

  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText(account.email)).toBeVisible();
  const verify = page.getByRole('form', { name: 'Verify code' });
  const otp = verify.getByRole('textbox', { name: 'Verification code' });
  await otp.fill('12a3');
  await expect(otp).toHaveValue('123');
  await verify.getByRole('button', { name: 'Verify Code' }).click();
  await expect(verify.getByRole('alert')).toHaveText('OTP must be exactly 6 digits.');

  const code = await readResetCode(account.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await otp.fill(wrong);
  await verify.getByRole('button', { name: 'Verify Code' }).click();
  await expect(verify.getByRole('alert')).toHaveText('Invalid OTP');
  await otp.fill(`${code.slice(0, 3)}-${code.slice(3)}9`);
  await expect(otp).toHaveValue(code);
  await verify.getByRole('button', { name: 'Verify Code' }).click();
  await expect(verify.getByText('OTP verified successfully.')).toBeVisible();

  await expect(page).toHaveURL(/\/reset-password$/);
  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-pasz');
  await reset.getByRole('button', { name: 'Show confirm new password' }).click();
  await expect(reset.getByLabel('Confirm New Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByRole('alert')).toHaveText('Passwords do not match.');
  await reset.getByLabel('New Password', { exact: true }).fill('password1');
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('password1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByRole('alert')).toHaveText(
    'This password is too common and easy to guess. Please choose another.',
  );
  await reset.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-pass');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Password updated successfully.')).toBeVisible();

  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill('old-password');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await login.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Forgetful Fiona' })).toBeVisible();
});

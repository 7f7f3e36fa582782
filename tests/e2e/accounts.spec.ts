import {
  readEmailChangeLinkPath,
  registerByApi,
  restoreSession,
  uniqueEmail,
} from './support/accounts';
import { E2E_ADMIN_SECRET_KEY, expect, test } from './support/test';

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userInfo: localStorage.getItem('userInfo'),
    isAdmin: localStorage.getItem('isAdmin'),
  }));

test('register → logout → login → edit profile → change password → logout → sign in with the new password', async ({
  page,
  request,
}) => {
  test.slow(); // eleven steps, four password hashes: 30 s is tight on a busy 2-core machine
  const email = uniqueEmail('journey');
  await page.goto('/register');
  const registration = page.getByRole('form', { name: 'Registration' });
  await registration.getByLabel('Full Name').fill('Grace Hopper');
  await registration.getByLabel('Email').fill(email);
  await registration.getByLabel('Password', { exact: true }).fill('first-pass');
  await registration.getByLabel('Confirm Password', { exact: true }).fill('first-pas');
  await registration.getByRole('button', { name: 'Create Account' }).click();
  await expect(registration.getByRole('alert')).toHaveText('Passwords do not match');
  await registration.getByLabel('Password', { exact: true }).fill('qwerty123');
  await registration.getByLabel('Confirm Password', { exact: true }).fill('qwerty123');
  await registration.getByRole('button', { name: 'Create Account' }).click();
  await expect(registration.getByRole('alert')).toHaveText(
    'This password is too common and easy to guess. Please choose another.',
  );
  await registration.getByLabel('Password', { exact: true }).fill('first-pass');
  await registration.getByLabel('Confirm Password', { exact: true }).fill('first-pass');
  await registration.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Grace Hopper' })).toBeVisible();
  const registered = await storedSession(page);
  expect(registered.token).toBeTruthy();
  expect(JSON.parse(registered.userInfo!)).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{24}$/),
    name: 'Grace Hopper',
    email,
  });
  expect(registered.isAdmin).toBe('false');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'My Account' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toEqual({ token: null, userInfo: null, isAdmin: null });
  await expect(mainNav.getByRole('link', { name: 'My Account' })).toBeHidden();
  // The server ended the session too: a copy of the token no longer works.
  await expect
    .poll(async () =>
      (
        await request.get('/api/auth/profile', {
          headers: { Authorization: `Bearer ${registered.token}` },
        })
      ).status(),
    )
    .toBe(401);

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.locator('#account-menu').getByRole('link', { name: 'Login' }).click();
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await login.getByLabel('Password', { exact: true }).fill('first-pass');
  await login.getByRole('button', { name: 'Show password' }).click();
  await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('tab', { name: 'Account Details' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByLabel('First Name')).toHaveValue('Grace');
  await expect(profile.getByLabel('Last Name')).toHaveValue('Hopper');
  await profile.getByLabel('Last Name').fill('');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByRole('alert')).toHaveText('Last name is required');
  await profile.getByLabel('Last Name').fill('Brewster Hopper');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  const saved = profile.getByText('Profile updated successfully.');
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 5_000 });
  expect(JSON.parse((await storedSession(page)).userInfo!)).toMatchObject({
    name: 'Grace Brewster Hopper',
  });

  const passwords = page.getByRole('form', { name: 'Change Password' });
  await passwords.getByLabel('Current Password', { exact: true }).fill('first-pass');
  await passwords.getByLabel('New Password', { exact: true }).fill('second-pass');
  await passwords.getByLabel('Confirm New Password', { exact: true }).fill('second-pas');
  await passwords.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwords.getByRole('alert')).toHaveText('New passwords do not match');
  await passwords.getByLabel('New Password', { exact: true }).fill('123456');
  await passwords.getByLabel('Confirm New Password', { exact: true }).fill('123456');
  await passwords.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwords.getByRole('alert')).toHaveText(
    'This password is too common and easy to guess. Please choose another.',
  );
  await passwords.getByLabel('New Password', { exact: true }).fill('second-pass');
  await passwords.getByLabel('Confirm New Password', { exact: true }).fill('second-pass');
  await passwords.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwords.getByText('Password updated successfully.')).toBeVisible();
  await expect(passwords.getByLabel('Current Password', { exact: true })).toHaveValue('');
  expect((await storedSession(page)).token).not.toBe(registered.token);

  // The stored token is the new one: a fresh start keeps the visitor signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Grace Brewster Hopper' })).toBeVisible();

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.locator('#account-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('first-pass');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid email or password');
  await login.getByLabel('Password', { exact: true }).fill('second-pass');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Grace Brewster Hopper' })).toBeVisible();
});

test('a new sign-in e-mail waits for the current address to approve it, then for the link mailed to the new one', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'Mary Anning');
  await restoreSession(page, account, '/account');
  await page.getByRole('tab', { name: 'Account Details' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  const newEmail = uniqueEmail('moved');
  await expect(profile.getByLabel('Current password (optional)', { exact: true })).toHaveCount(0);
  await profile.getByLabel('Email').fill(newEmail);
  await expect(profile.getByLabel('Current password (optional)', { exact: true })).toBeVisible();
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByRole('status')).toHaveText(
    `To keep your account safe, please approve the change first with the link we sent to ${account.email}. Then we send a confirmation link to ${newEmail}.`,
  );
  await expect(
    profile.getByText(`Waiting for you to approve ${newEmail} with the link`),
  ).toBeVisible();
  await expect(profile.getByLabel('Email')).toHaveValue(account.email);

  // Opening the link does nothing by itself (a mail scanner may open it): the button approves.
  await page.goto(await readEmailChangeLinkPath(account.email, 'approve'));
  await expect(page.getByRole('heading', { name: 'Approve E-mail Change' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve the change' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Thank you. We sent a confirmation link to ${newEmail}: your sign-in e-mail changes when it is opened there.`,
  );

  await page.goto(await readEmailChangeLinkPath(newEmail, 'token'));
  await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText(`Your sign-in e-mail is now ${newEmail}.`);
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await page.getByRole('tab', { name: 'Account Details' }).click();
  await expect(profile.getByLabel('Email')).toHaveValue(newEmail);
  await expect(profile.getByText('Waiting for you to')).toHaveCount(0);
  const login = await request.post('/api/auth/login', {
    data: { email: newEmail, password: account.password },
  });
  expect(login.status()).toBe(200);
});

test('with the current password the new address gets its link at once; "This wasn\'t me" signs every device out', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'Caroline Herschel');
  await restoreSession(page, account, '/account');
  await page.getByRole('tab', { name: 'Account Details' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  const newEmail = uniqueEmail('moved');
  await profile.getByLabel('Email').fill(newEmail);
  await profile.getByLabel('Current password (optional)', { exact: true }).fill(account.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByRole('status')).toHaveText(
    `We sent a confirmation link to ${newEmail}. Your sign-in e-mail changes when you open it.`,
  );
  await expect(
    profile.getByText(`Waiting for you to confirm ${newEmail} (link sent).`),
  ).toBeVisible();
  await expect(profile.getByLabel('Current password (optional)', { exact: true })).toHaveCount(0);

  await page.goto(await readEmailChangeLinkPath(account.email, 'cancel'));
  await page.getByRole('button', { name: 'Cancel the change and sign out everywhere' }).click();
  await expect(page.getByRole('status')).toContainText(
    'The change was cancelled and every device signed out.',
  );
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const profileAnswer = await request.get('/api/auth/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(profileAnswer.status()).toBe(401);
  await page.goto(await readEmailChangeLinkPath(newEmail, 'token'));
  await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link has expired or was already used. Please change your e-mail again from your account.',
  );
});

test('My Account lists the sign-ins; a device signed out from another is signed out at its next request', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const account = await registerByApi(request, 'Dorothy Hodgkin');
  const androidChrome =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const phone = await browser.newContext({ baseURL, userAgent: androidChrome });
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto('/login');
    await phonePage.waitForFunction(() =>
      document.documentElement.hasAttribute('data-app-started'),
    );
    const phoneLogin = phonePage.getByRole('form', { name: 'Login' });
    await phoneLogin.getByLabel('Email').fill(account.email);
    await phoneLogin.getByLabel('Password', { exact: true }).fill(account.password);
    await phoneLogin.getByRole('button', { name: 'Login' }).click();
    await expect(phonePage).toHaveURL(/\/account$/);

    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('tab', { name: 'Account Details' }).click();
    const signIns = page.getByRole('region', { name: "Where You're Signed In" });
    const thisDevice = signIns.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(thisDevice).toContainText('Chrome on Linux');
    await expect(thisDevice.getByRole('button')).toHaveCount(0);
    await signIns.getByRole('button', { name: /^Sign out Chrome on Android, last seen / }).click();
    await expect(signIns.getByRole('status')).toHaveText('That device has been signed out.');
    await expect(signIns.getByText('Chrome on Android')).toHaveCount(0);

    // The phone's next request finds its session gone: it is signed out.
    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login$/);

    // The registration's sign-in is the one other left: all others go, after a confirmation.
    await signIns.getByRole('button', { name: 'Sign out of all other devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all other devices?' });
    await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(signIns.getByRole('status')).toHaveText('Signed out of 1 other device.');
    await expect(signIns.getByRole('listitem')).toHaveCount(1);
    await expect(
      signIns.getByRole('button', { name: 'Sign out of all other devices' }),
    ).toBeDisabled();
    const registration = await request.get('/api/auth/profile', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(registration.status()).toBe(401);
  } finally {
    await phone.close();
  }
});

test('the account dropdown and the orders page follow the session', async ({ page, request }) => {
  const account = await registerByApi(request, 'Ada Lovelace');
  await page.goto('/');
  await page.getByRole('button', { name: 'My Account' }).click();
  const guestMenu = page.locator('#account-menu');
  await expect(guestMenu.getByRole('link')).toHaveText([
    'Login',
    'Register',
    'Checkout',
    'Shopping Cart',
    'Wishlist',
  ]);

  await restoreSession(page, account);
  await page.getByRole('button', { name: 'My Account' }).click();
  const menu = page.locator('#account-menu');
  await expect(menu.getByRole('link')).toHaveText([
    'My Account',
    'My Orders',
    'Checkout',
    'Shopping Cart',
    'Wishlist',
  ]);
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await menu.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await page.goto('/MyOrders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a rejected token signs the visitor out', async ({ page, request }) => {
  const account = await registerByApi(request, 'Expired Session');
  await restoreSession(page, { ...account, token: `${account.token}x` });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('admin registration with the secret key lands on the admin dashboard', async ({ page }) => {
  const email = uniqueEmail('admin');
  await page.goto('/register');
  await expect(page.getByRole('group', { name: 'Registration type' })).toBeHidden();
  await page.getByRole('heading', { name: 'Create an Account' }).dblclick();
  await page.getByRole('button', { name: 'Admin Registration' }).click();
  const form = page.getByRole('form', { name: 'Admin registration' });
  await form.getByLabel('Full Name').fill('Ada Admin');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('admin-pass');
  await form.getByLabel('Confirm Password', { exact: true }).fill('admin-pass');
  await form.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Secret key is required for admin registration');

  await form.getByLabel('Admin Secret Key', { exact: true }).fill('not-the-key');
  await form.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid admin secret key.');

  await form.getByLabel('Admin Secret Key', { exact: true }).fill(E2E_ADMIN_SECRET_KEY);
  await form.getByRole('button', { name: 'Create Admin Account' }).click();
  await expect(page.getByText('Admin account created.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Ada Admin')).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ isAdmin: 'true' });

  // A returning administrator is sent to /admin by the login page.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('admin-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

test('a customer who opens /admin is sent to /login (which then shows their account)', async ({
  page,
  request,
}) => {
  const customer = await registerByApi(request, 'Curious Customer');
  // The stored flag says admin; the profile call says otherwise, and the guard believes it.
  await restoreSession(page, { ...customer, isAdmin: true });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/account$/);
  expect(visited).toContain('/login');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(await storedSession(page)).toMatchObject({ isAdmin: 'false' });
});

test('signed out, the account pages send the visitor to /login and the wishlist invites them', async ({
  page,
}) => {
  for (const path of ['/account', '/orders', '/MyOrders', '/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  }
  await page.goto('/wishlist');
  await expect(page.getByText('Please Login to Access Your Wishlist')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('signed in, the header with its My Account link still fits a 1024 px screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await restoreSession(page, await registerByApi(request, 'Victoria Ashworth-Smythe'));
  const myAccount = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'My Account',
  });
  await expect(myAccount).toBeVisible();
  expect((await myAccount.boundingBox())!.height).toBeLessThan(40);
  await expect(page.getByRole('button', { name: /^Cart, / })).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
});

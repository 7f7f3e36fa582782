const failed = 'Sorry, that did not work. Please try again.';

/**
 * Posts the footer's form in place (loaded when first used, so the first download does not carry
 * it): the server's answer, in words for the form's status line.
 */
export async function sendNewsletterSignUp(form: HTMLFormElement) {
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: new FormData(form).get('email') }),
    });
    const { message } = (await response.json()) as { message?: string };
    if (response.ok) form.reset();
    return { ok: response.ok, message: message ?? failed };
  } catch {
    return { ok: false, message: failed };
  }
}

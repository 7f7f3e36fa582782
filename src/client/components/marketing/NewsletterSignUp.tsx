import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_WORDING } from '../../../shared/marketingWording';

type Sent = { state: 'idle' | 'sending' } | { state: 'done' | 'failed'; message: string };

/**
 * The footer's newsletter sign-up (decision XXX). A plain form that posts to REST, so it works
 * before (or without) the scripts; once they run, it posts in place and says what happened. The
 * confirmation itself is the lazily loaded /newsletter page the mailed link opens.
 */
export function NewsletterSignUp() {
  const id = useId();
  const [sent, setSent] = useState<Sent>({ state: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSent({ state: 'sending' });
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: new FormData(form).get('email') }),
      });
      const { message } = (await response.json()) as { message?: string };
      setSent({
        state: response.ok ? 'done' : 'failed',
        message: message ?? 'Sorry, that did not work. Please try again.',
      });
      if (response.ok) form.reset();
    } catch {
      setSent({ state: 'failed', message: 'Sorry, that did not work. Please try again.' });
    }
  };

  return (
    <form
      action="/api/marketing/newsletter"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-title`}
      className="max-w-sm space-y-3"
    >
      <h2
        id={`${id}-title`}
        className="text-sm font-medium tracking-[0.2em] text-gold-light uppercase font-sans"
      >
        Newsletter
      </h2>
      <p id={`${id}-hint`} className="text-sm">
        {NEWSLETTER_WORDING}
      </p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Email address"
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 rounded border border-ivory/30 bg-transparent px-3 py-2 text-sm text-ivory placeholder:text-ivory/60"
        />
        <button
          type="submit"
          className="rounded bg-gold-light px-4 py-2 text-sm font-medium text-ink hover:bg-ivory"
          disabled={sent.state === 'sending'}
        >
          Sign up
        </button>
      </div>
      <p role="status" className={`text-sm ${sent.state === 'failed' ? 'text-red-300' : ''}`}>
        {'message' in sent ? sent.message : ''}
      </p>
    </form>
  );
}

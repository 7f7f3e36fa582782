import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_WORDING } from '../../../shared/marketingWording';

/**
 * The footer's newsletter sign-up (decision 059). A plain form that posts to REST, so it works
 * before (or without) the scripts; once they run, it posts in place and says what happened. The
 * sending and the confirmation page load when used: the form is in every first download.
 */
export function NewsletterSignUp() {
  const id = useId();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    // A failed chunk load leaves the plain post: the form is sent as if no script had run.
    const sender = await import('./sendNewsletterSignUp').catch(() => null);
    if (sender) setStatus(await sender.sendNewsletterSignUp(form));
    else form.submit();
    setSending(false);
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
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="E-mail address"
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 rounded border border-ivory/30 bg-transparent px-3 py-2 text-sm text-ivory placeholder:text-ivory/60"
        />
        <button
          type="submit"
          className="rounded bg-gold-light px-4 py-2 text-sm font-medium text-ink hover:bg-ivory"
          disabled={sending}
        >
          Sign up
        </button>
      </div>
      {/* A live region, not a `status`: a page's own status message stays the only one. */}
      <p aria-live="polite" className={`text-sm ${status?.ok === false ? 'text-red-300' : ''}`}>
        {status?.message}
      </p>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverMessageOr } from '../../lib/errorMessage';
import { useTRPC } from '../../lib/trpc';
import { ErrorBanner } from '../ui/ErrorBanner';
import { SuccessNotice } from '../ui/SuccessNotice';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * Hands a download to the browser itself: a form post answered with an attachment, which the
 * browser saves to disk as it arrives while the page stays (a form cannot send the Authorization
 * header, so the fields carry a download ticket).
 */
function postForDownload(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/** UK GDPR on the account page: a copy of one's data, and the way out. */
export function PrivacySettings() {
  const trpc = useTRPC();
  const [started, setStarted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // "Download my data" streams to disk (an account with thousands of orders is megabytes): a
  // one-minute ticket for this session, posted to POST /api/auth/my-data (decision 037).
  const ticket = useMutation(
    trpc.privacy.myDataTicket.mutationOptions({
      onMutate: () => setStarted(false),
      onSuccess: ({ ticket }) => {
        postForDownload('/api/auth/my-data', { ticket });
        setStarted(true);
      },
    }),
  );
  const download = () => ticket.mutate();

  return (
    <>
      <h3 id="privacy-title" className="flex items-center gap-2 text-2xl">
        <ShieldCheck className="size-5 text-gold-dark" aria-hidden />
        Your Data &amp; Privacy
      </h3>
      <p className="mt-3 max-w-prose text-sm text-stone">
        Download everything we hold about you (your profile, the addresses and orders you gave us,
        your wishlist and reviews) as a file, or delete your account.{' '}
        <Link to="/privacy" className="font-medium text-ink underline hover:text-gold-dark">
          What we keep and why
        </Link>
      </p>
      {ticket.error && (
        <div className="mt-4">
          <ErrorBanner
            message={serverMessageOr(
              ticket.error,
              'Could not prepare your data. Please try again.',
            )}
            onRetry={download}
          />
        </div>
      )}
      {started && (
        <div className="mt-4">
          <SuccessNotice message="Your download has started: your browser saves the file as it arrives." />
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          onClick={download}
          disabled={ticket.isPending}
        >
          <Download className="size-4" aria-hidden />
          {ticket.isPending ? 'Starting download…' : 'Download my data'}
        </button>
        <button
          type="button"
          className="btn border border-sale/40 bg-white text-sale hover:bg-sale hover:text-white"
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete my account
        </button>
      </div>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </>
  );
}

import { TRPCClientError } from '@trpc/client';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { myDataFileName } from '../../../shared/privacy';
import { serverMessageOr } from '../../lib/errorMessage';
import { useTRPCClient } from '../../lib/trpc';
import { ErrorBanner } from '../ui/ErrorBanner';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Saves a document as a file the browser downloads, without a round trip through a URL. */
function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** UK GDPR on the account page: a copy of one's data, and the way out. */
export function PrivacySettings() {
  const client = useTRPCClient();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveJson(await client.privacy.myData.query(), myDataFileName(new Date()));
    } catch (err) {
      const fallback = 'Could not prepare your data. Please try again.';
      setDownloadError(err instanceof TRPCClientError ? serverMessageOr(err, fallback) : fallback);
    } finally {
      setDownloading(false);
    }
  };

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
      {downloadError && (
        <div className="mt-4">
          <ErrorBanner message={downloadError} onRetry={() => void download()} />
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          onClick={() => void download()}
          disabled={downloading}
        >
          <Download className="size-4" aria-hidden />
          {downloading ? 'Preparing…' : 'Download my data'}
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

import { Truck } from 'lucide-react';
import { useState } from 'react';
import { downloadCsvFrom, ExportError } from '../../../lib/downloadCsv';
import { toast } from '../../../state/toast';
import { ButtonSpinner } from '../../ui/Spinner';

/**
 * Export for Click & Drop: the paid orders to send by post as Royal Mail's import file, to
 * upload there and print the labels. No choices: it is always what waits to be sent.
 */
export function ClickAndDropButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadCsvFrom('/api/orders/click-and-drop.csv', 'click-and-drop', () => {});
    } catch (failure) {
      toast.error(
        failure instanceof ExportError
          ? failure.message
          : 'Failed to export for Click & Drop. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn-outline" onClick={() => void download()} disabled={busy}>
      {busy ? <ButtonSpinner /> : <Truck className="size-4" aria-hidden />}
      Export for Click &amp; Drop
    </button>
  );
}

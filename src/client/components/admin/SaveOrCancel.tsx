import { ButtonSpinner } from '../ui/Spinner';

/** The foot of an admin card form: its save button (a spinner while saving) and Cancel. */
export function SaveOrCancel({
  label,
  saving,
  onCancel,
}: {
  label: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3 border-t border-ink/10 pt-5">
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving && <ButtonSpinner />}
        {label}
      </button>
      <button type="button" className="btn-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { Form } from '../../form/Form';
import { TextField } from '../../form/TextField';
import { Modal } from '../../ui/Modal';

/**
 * Asked before an order moves back to an earlier step (decision 033): what happens, and why,
 * for the status history. The reason field has the focus; Enter confirms, Escape keeps the order
 * where it is.
 */
export function MoveBackDialog({
  from,
  to,
  onConfirm,
  onClose,
}: {
  from: string;
  to: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const reasonField = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const title = `Move this order back to ${to}?`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = reasonField.current?.value.trim() ?? '';
    setMissing(!reason);
    if (reason) onConfirm(reason);
  }

  return (
    <Modal title={title} onClose={onClose} size="narrow" initialFocus={reasonField}>
      <h2 className="pr-8 text-2xl">{title}</h2>
      <p className="mt-2 text-sm text-stone">
        It is {from} now. Say why it goes back: the reason is kept in the order’s status history.
      </p>
      <Form
        onSubmit={submit}
        aria-label="Move the order back"
        className="mt-5 space-y-5"
        error={missing ? 'Please say why the order moves back.' : null}
      >
        <TextField ref={reasonField} label="Reason" name="reason" maxLength={500} required />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary">
            Move back to {to}
          </button>
          <button type="button" className="btn-outline" onClick={onClose}>
            Keep it {from}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountInput } from '../../../shared/privacy';
import { serverMessageOr } from '../../lib/errorMessage';
import { formValues } from '../../lib/formValues';
import { useTRPC } from '../../lib/trpc';
import { session } from '../../state/session';
import { toast } from '../../state/toast';
import { Form } from '../form/Form';
import { PasswordField } from '../form/PasswordField';
import { Modal } from '../ui/Modal';

/**
 * The confirmation before an account is deleted: what goes, what stays, and the password again.
 * Nothing happens until the red button is pressed with the right password.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState<string | null>(null);
  const remove = useMutation(
    trpc.privacy.deleteAccount.mutationOptions({
      onSuccess: ({ message }) => {
        // As at logout: leave /account first, so its sign-in guard does not send us to /login.
        void navigate('/');
        session.logout();
        toast.success(message);
      },
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = deleteAccountInput.safeParse(formValues(event.currentTarget));
    setInvalid(checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the form'));
    if (checked.success) remove.mutate(checked.data);
  };

  return (
    <Modal title="Delete your account?" onClose={onClose}>
      <h2 className="pr-8 text-3xl">Delete your account?</h2>
      <div className="mt-4 max-w-prose space-y-3 text-sm text-stone">
        <p>
          Your profile, wishlist, reviews and every sign-in go at once, on every device. This cannot
          be undone.
        </p>
        <p>
          Orders you placed stay in the shop&apos;s accounts for six years, as HMRC requires, but
          without your name, e-mail, phone or address. We send a last e-mail to confirm.
        </p>
      </div>
      <Form
        onSubmit={onSubmit}
        aria-label="Delete your account"
        className="mt-6 max-w-md space-y-5"
        error={
          invalid ??
          (remove.error && serverMessageOr(remove.error, 'Could not delete your account'))
        }
      >
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          required
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn bg-sale text-white hover:bg-ink"
            disabled={remove.isPending}
          >
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className="btn-outline" onClick={onClose}>
            Keep my account
          </button>
        </div>
      </Form>
    </Modal>
  );
}

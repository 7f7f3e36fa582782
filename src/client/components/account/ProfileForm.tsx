import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { serverMessageOr } from '../../lib/errorMessage';
import { formValues } from '../../lib/formValues';
import { check, splitName, updateProfileInput } from '../../lib/schemas';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { session, type SessionUser } from '../../state/session';
import { retryUnlessClientError } from '../catalog/retry';
import { Form } from '../form/Form';
import { PasswordField } from '../form/PasswordField';
import { TextField } from '../form/TextField';

/** Which proof a pending e-mail change waits for, in the customer's words. */
function PendingEmail({
  user,
  pendingEmail,
  step,
}: {
  user: SessionUser;
  pendingEmail: string;
  step: RouterOutputs['auth']['profile']['pendingEmailStep'];
}) {
  return (
    <p className="text-sm text-stone">
      {step === 'old-mailbox' ? (
        <>
          Waiting for you to approve <strong className="text-ink">{pendingEmail}</strong> with the
          link we sent to your current address.
        </>
      ) : (
        <>
          Waiting for you to confirm <strong className="text-ink">{pendingEmail}</strong> (link
          sent).
        </>
      )}{' '}
      Until then you sign in with {user.email}.
    </p>
  );
}

/**
 * Profile fields of spec §2: the one stored name shown as first name and the rest (spec §3). A new
 * e-mail takes effect only once the current address approved it (or the current password, asked
 * here as soon as the e-mail is edited) and the new one confirmed it: until then the field shows
 * the address in use and a line says what the change waits for.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { notice, show, clear } = useTimedNotice();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  const [emailDraft, setEmailDraft] = useState<string | null>(null);
  const passwordHintId = useId();
  const profile = useQuery(
    trpc.auth.profile.queryOptions(undefined, { retry: retryUnlessClientError }),
  );
  const pendingEmail = profile.data?.pendingEmail ?? null;
  const editsEmail = emailDraft !== null && emailDraft.trim().toLowerCase() !== user.email;
  const update = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: ({ message, ...updated }) => {
        queryClient.setQueryData(trpc.auth.profile.queryKey(), updated);
        session.applyProfile(updated);
        setSaves((n) => n + 1);
        setEmailDraft(null);
        show(message);
      },
    }),
  );
  const { firstName, lastName } = splitName(user.name);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const values = formValues(event.currentTarget);
    const first = values.firstName?.trim() ?? '';
    const last = values.lastName?.trim() ?? '';
    const checked = !first
      ? ({ ok: false, message: 'First name is required' } as const)
      : !last
        ? ({ ok: false, message: 'Last name is required' } as const)
        : check(updateProfileInput, {
            name: `${first} ${last}`,
            email: values.email,
            currentPassword: values.currentPassword || undefined,
          });
    setInvalid(checked.ok ? null : checked.message);
    if (checked.ok) update.mutate(checked.data);
  };

  return (
    <>
      <h3 id="profile-form-title" className="mb-5 text-2xl">
        Profile
      </h3>
      <Form
        // The fields start from what is saved: again after each save (an e-mail waiting for its
        // link is not saved yet) and when the profile changes meanwhile (a link opened elsewhere).
        key={`${saves}:${user.name}:${user.email}`}
        onSubmit={onSubmit}
        aria-labelledby="profile-form-title"
        error={
          invalid ?? (update.error && serverMessageOr(update.error, 'Failed to update profile'))
        }
        notice={notice}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={firstName}
            required
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={lastName}
            required
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user.email}
          onChange={(event) => setEmailDraft(event.currentTarget.value)}
          required
        />
        {editsEmail && (
          <div>
            <PasswordField
              label="Current password (optional)"
              name="currentPassword"
              autoComplete="current-password"
              aria-describedby={passwordHintId}
            />
            <p id={passwordHintId} className="mt-1.5 text-xs text-stone">
              To change your e-mail at once. Without it, we first ask {user.email} to approve the
              change.
            </p>
          </div>
        )}
        {pendingEmail && (
          <PendingEmail
            user={user}
            pendingEmail={pendingEmail}
            step={profile.data?.pendingEmailStep ?? null}
          />
        )}
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </Form>
    </>
  );
}

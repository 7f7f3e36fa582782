import { useState, type FormEvent } from 'react';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { serverMessageOr } from '../../lib/errorMessage';
import { formValues } from '../../lib/formValues';
import { check, splitName, updateProfileInput } from '../../lib/schemas';
import { trpc } from '../../lib/trpc';
import { session, type SessionUser } from '../../state/session';
import { retryUnlessClientError } from '../catalog/retry';
import { Form } from '../form/Form';
import { TextField } from '../form/TextField';

/**
 * Profile fields of spec §2: the one stored name shown as first name and the rest (spec §3). A new
 * e-mail takes effect only once the link mailed to it is opened: until then the field shows the
 * address in use and a line says which one waits.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const utils = trpc.useUtils();
  const { notice, show, clear } = useTimedNotice();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  const profile = trpc.auth.profile.useQuery(undefined, { retry: retryUnlessClientError });
  const pendingEmail = profile.data?.pendingEmail ?? null;
  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: ({ message, ...updated }) => {
      utils.auth.profile.setData(undefined, updated);
      session.applyProfile(updated);
      setSaves((n) => n + 1);
      show(message);
    },
  });
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
        : check(updateProfileInput, { name: `${first} ${last}`, email: values.email });
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
          required
        />
        {pendingEmail && (
          <p className="text-sm text-stone">
            Waiting for you to confirm <strong className="text-ink">{pendingEmail}</strong> (link
            sent). Until then you sign in with {user.email}.
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </Form>
    </>
  );
}

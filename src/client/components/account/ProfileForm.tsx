import { useState, type FormEvent } from 'react';
import { useTimedNotice } from '../../hooks/useTimedNotice';
import { serverMessageOr } from '../../lib/errorMessage';
import { formValues } from '../../lib/formValues';
import { check, splitName, updateProfileInput } from '../../lib/schemas';
import { trpc } from '../../lib/trpc';
import { session, type SessionUser } from '../../state/session';
import { Form } from '../form/Form';
import { TextField } from '../form/TextField';

/** Profile fields of spec §2: the one stored name shown as first name and the rest (spec §3). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const utils = trpc.useUtils();
  const { notice, show, clear } = useTimedNotice();
  const [invalid, setInvalid] = useState<string | null>(null);
  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: (profile) => {
      utils.auth.profile.setData(undefined, profile);
      session.applyProfile(profile);
      show('Profile updated successfully.');
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
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </Form>
    </>
  );
}

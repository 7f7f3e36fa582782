export type RegistrationMode = 'customer' | 'admin';

const modes: { mode: RegistrationMode; label: string }[] = [
  { mode: 'customer', label: 'Customer' },
  { mode: 'admin', label: 'Admin Registration' },
];

/** Spec §2 Register: the hidden switch between a customer account and an administrator one. */
export function RegistrationModeToggle({
  mode,
  onChange,
}: {
  mode: RegistrationMode;
  onChange: (mode: RegistrationMode) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Registration type"
      className="mb-6 grid grid-cols-2 gap-1 rounded-full bg-pearl p-1 text-sm"
    >
      {modes.map((option) => (
        <button
          key={option.mode}
          type="button"
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
          className={`rounded-full px-3 py-2 font-medium transition-colors ${
            mode === option.mode ? 'bg-ink text-ivory shadow-sm' : 'text-stone hover:text-ink'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

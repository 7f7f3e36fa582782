import { Link } from 'react-router';

/** A reset step opened without the earlier steps' data (another browser, storage cleared). */
export function StartResetAgain({ message }: { message: string }) {
  return (
    <div className="space-y-5 text-center">
      <p className="text-sm text-stone">{message}</p>
      <Link to="/forgot-password" className="btn-primary w-full py-3">
        Request a reset code
      </Link>
    </div>
  );
}

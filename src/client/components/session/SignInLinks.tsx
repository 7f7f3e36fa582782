import { Link } from 'react-router';

/** Login and Register, for pages that ask a guest to sign in first (wishlist, checkout). */
export function SignInLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link to="/login" className="btn-primary">
        Login
      </Link>
      <Link to="/register" className="btn-outline">
        Register
      </Link>
    </div>
  );
}

// The owners' reminder while two-factor sign-in is not required for the team (issue 21).
import { Link } from 'react-router';
import { useTwoFactorPolicy } from '../api/two-factor-policy';

export function TwoFactorBanner() {
  const policy = useTwoFactorPolicy();
  if (policy.data?.required !== false) return null;
  return (
    <div
      role="note"
      className="border-b border-amber-600/20 bg-amber-50 text-amber-950"
      aria-label="Two-factor sign-in is not required"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <p>
          <span className="font-semibold">Two-factor sign-in is not required for the team.</span> Anyone who
          can refund a charge or see subscribers should use more than a password.
        </p>
        <Link
          to="/admin/security"
          className="rounded font-semibold whitespace-nowrap underline decoration-amber-900/40 underline-offset-4 hover:decoration-amber-900"
        >
          Review security
        </Link>
      </div>
    </div>
  );
}

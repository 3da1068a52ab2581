// /reset-password?token=...: choose a new password (or a first one, from the account-setup e-mail); spec section 2.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.75">
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M17 6l2 2M14.5 8.5l2 2" />
    </svg>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);

  if (!token) {
    return (
      <AuthCard
        icon={<KeyIcon />}
        title="Invalid Reset Link"
        description="This password reset link is invalid or has expired."
      >
        <div className="grid gap-3">
          <ButtonLink to="/forgot-password" size="lg" className="w-full">
            Request a New Link
          </ButtonLink>
          <ButtonLink to="/login" variant="outline" size="lg" className="w-full">
            Back to Login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard
        icon={<KeyIcon />}
        title="Password Reset Complete"
        description="Your password has been changed. Sign in with your new password."
      >
        <ButtonLink to="/login" size="lg" className="w-full">
          Continue to Login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyIcon />}
      title="Set a New Password"
      description="Choose the password you will sign in with."
      footer={
        <p>
          <Link to="/login" className={textLinkClass}>
            Back to Login
          </Link>
        </p>
      }
    >
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthCard>
  );
}

// /reset-password?token=...: choose a new password, or a first one (after checkout, or invited to the team): the page
// asks the server what the link is for and speaks to that person (spec section 2, issue 41).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { usePasswordLink } from '../features/auth/api/get-password-link';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { PASSWORD_LINK_WORDS } from '../features/auth/password-link-words';
import { ApiError } from '../lib/api-client';

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.75">
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M17 6l2 2M14.5 8.5l2 2" />
    </svg>
  );
}

function InvalidLink() {
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

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = usePasswordLink(token);
  const [done, setDone] = useState(false);

  // A used or expired link says so before anyone types a password into it.
  if (!token || (link.error instanceof ApiError && link.error.status === 400)) return <InvalidLink />;
  if (link.isPending) {
    return (
      <AuthCard icon={<KeyIcon />} title="Opening your link...">
        <div role="status" aria-busy="true" className="grid gap-5">
          <span className="sr-only">Checking your link...</span>
          <div aria-hidden="true" className="h-11 rounded-xl bg-forest-50" />
          <div aria-hidden="true" className="h-11 rounded-xl bg-forest-50" />
        </div>
      </AuthCard>
    );
  }
  // Could not ask (no connection): the reset's words, and the form still works with the link.
  const words = PASSWORD_LINK_WORDS[link.data?.kind ?? 'password-reset'];

  if (done) {
    return (
      <AuthCard icon={<KeyIcon />} title={words.doneTitle} description={words.doneDescription}>
        <ButtonLink to={words.signIn.to} size="lg" className="w-full">
          {words.signIn.label}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyIcon />}
      title={words.title}
      description={words.description}
      footer={
        <p>
          <Link to={words.signIn.to} className={textLinkClass}>
            Back to Login
          </Link>
        </p>
      }
    >
      <ResetPasswordForm token={token} onDone={() => setDone(true)} words={words} />
    </AuthCard>
  );
}

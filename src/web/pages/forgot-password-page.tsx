// /forgot-password: ask for a reset link; once sent, Check Your Email with Try Different Email and Back to Login.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { AuthCard, textLinkClass } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.75">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <AuthCard
        icon={<MailIcon />}
        title="Check Your Email"
        description={
          <>
            If an account exists for <strong className="text-ink">{sentTo}</strong>, we have sent a link to
            reset the password. The link works for 30 minutes.
          </>
        }
      >
        <div className="grid gap-3">
          <Button variant="outline" size="lg" className="w-full" onClick={() => setSentTo(null)}>
            Try Different Email
          </Button>
          <ButtonLink to="/login" size="lg" className="w-full">
            Back to Login
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<MailIcon />}
      title="Forgot Password?"
      description="Enter the email you signed up with and we'll send you a link to reset your password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className={textLinkClass}>
            Back to Login
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}

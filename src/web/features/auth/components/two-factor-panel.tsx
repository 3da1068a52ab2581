// Two-factor sign-in for the signed-in person (issue 21): off, set up with a QR code or the key typed by hand and a
// first code, the recovery codes shown once, and on (turned off with a code). The dashboard's Account tab and the
// back office's Security page show it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  twoFactorCodeRequestSchema,
  type TwoFactorCodeRequest,
  type TwoFactorSetup,
} from '../../../../contracts/two-factor';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { QrCode } from '../../../components/ui/qr-code';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { useTwoFactorStatus } from '../api/two-factor-status';
import { TextField } from './text-field';
import { TwoFactorRecoveryCodes } from './two-factor-recovery-codes';

/** The key in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** One code field and its button: the first code of a set-up, or the code that turns two-factor off. */
function CodeForm({
  id,
  label,
  submit,
  busyLabel,
  onCode,
  busy,
  variant = 'secondary',
}: {
  id: string;
  label: string;
  submit: string;
  busyLabel: string;
  onCode: (code: string, fail: (message: string) => void) => void;
  busy: boolean;
  variant?: 'secondary' | 'danger';
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void handleSubmit(({ code }) => onCode(code, (message) => setError('code', { message })))(e)
      }
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="sm:w-56">
        <TextField
          id={id}
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123 456"
          error={errors.code?.message}
          {...register('code')}
        />
      </div>
      <Button type="submit" variant={variant} className="sm:mt-7" disabled={busy}>
        {busy ? busyLabel : submit}
      </Button>
    </form>
  );
}

function SetupStep({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTwoFactor();
  const copyKey = () =>
    navigator.clipboard.writeText(setup.secret).then(
      () =>
        toast({ title: 'Copied', description: 'The set-up key is on the clipboard.', variant: 'success' }),
      () => undefined,
    );
  return (
    <div className="grid gap-6 sm:grid-cols-[11rem_1fr] sm:gap-8">
      <div className="mx-auto w-44 self-start rounded-2xl border border-forest-900/10 bg-white p-2 shadow-sm sm:mx-0">
        <QrCode
          text={setup.otpauthUrl}
          label="QR code to add Tiffin Fit to your authenticator app"
          className="h-40 w-40"
        />
      </div>
      <div className="grid content-start gap-5">
        <div>
          <p className="text-sm font-semibold text-forest-950">
            1. Scan the code with your authenticator app
          </p>
          <p className="mt-1 text-sm text-ink/75">
            Google Authenticator, Microsoft Authenticator, 1Password, Authy or any app that reads TOTP codes.
          </p>
          <p className="mt-3 text-sm text-ink/75">Can’t scan it? Enter this key in the app instead:</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <code
              data-testid="two-factor-secret"
              className="rounded-lg bg-stone-100 px-3 py-1.5 font-mono text-sm tracking-wide break-all text-forest-950"
            >
              {grouped(setup.secret)}
            </code>
            <Button variant="ghost" size="sm" onClick={() => void copyKey()}>
              Copy key
            </Button>
          </div>
        </div>
        <div>
          <p className="mb-2 text-sm font-semibold text-forest-950">2. Enter the 6-digit code it shows</p>
          <CodeForm
            id="two-factor-confirm-code"
            label="Code from the app"
            submit="Turn On"
            busyLabel="Checking..."
            busy={confirm.isPending}
            onCode={(code, fail) =>
              confirm.mutate(code, {
                onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
                onError: (error) => fail(messageOf(error, 'Could not turn two-factor on. Please try again.')),
              })
            }
          />
        </div>
      </div>
    </div>
  );
}

function ShieldBadge({ on }: { on: boolean }) {
  return (
    <span
      className={
        on
          ? 'inline-flex items-center gap-1.5 rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900'
          : 'inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-ink/75'
      }
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${on ? 'bg-forest-700' : 'bg-ink/40'}`} />
      {on ? 'On' : 'Off'}
    </span>
  );
}

export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  let body;
  if (codes) {
    body = (
      <TwoFactorRecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          setSetup(null);
          void status.refetch();
        }}
      />
    );
  } else if (setup) {
    body = <SetupStep setup={setup} onConfirmed={setCodes} />;
  } else if (status.isPending) {
    body = (
      <PanelSkeleton
        label="Loading two-factor sign-in..."
        lines={1}
        className="border-0 p-0 shadow-none sm:p-0"
      />
    );
  } else if (status.isError) {
    body = <LoadFailed message="Could not load two-factor sign-in." onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-ink/80">
          Signing in asks for a code from your authenticator app after your password.{' '}
          <span className="font-semibold text-forest-950">
            {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </span>
        </p>
        {turningOff ? (
          <CodeForm
            id="two-factor-off-code"
            label="Code from the app, or a recovery code"
            submit="Turn Off"
            busyLabel="Turning off..."
            variant="danger"
            busy={disable.isPending}
            onCode={(code, fail) =>
              disable.mutate(code, {
                onSuccess: () => {
                  setTurningOff(false);
                  toast({
                    title: 'Two-factor sign-in is off',
                    description: 'Your password alone signs you in.',
                  });
                },
                onError: (error) =>
                  fail(messageOf(error, 'Could not turn two-factor off. Please try again.')),
              })
            }
          />
        ) : (
          <div>
            <Button variant="outline" onClick={() => setTurningOff(true)}>
              Turn Off Two-Factor
            </Button>
          </div>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-ink/80">
          {status.data.required
            ? 'The team’s owners require two-factor sign-in. Set it up to continue to the back office.'
            : 'Add a second step to signing in: a code from an app on your phone, so a stolen password is not enough.'}
        </p>
        <div>
          <Button
            variant="secondary"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: setSetup,
                onError: (error) =>
                  toast({
                    title: 'Could not start the set-up',
                    description: messageOf(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {start.isPending ? 'Starting...' : 'Set Up Two-Factor'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-factor-heading" className="font-display text-2xl font-semibold text-forest-950">
          Two-Factor Sign-In
        </h2>
        {codes ? <ShieldBadge on /> : status.data ? <ShieldBadge on={status.data.enabled} /> : null}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}

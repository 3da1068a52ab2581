// The referral programme's settings: on or off, the friend's first-week discount and the referrer's credit (issue 44).
import { useState, type FormEvent } from 'react';
import { safeParse } from 'zod/v4/core';
import { referralSettingsSchema, type ReferralSettings } from '../../../../../contracts/referrals';
import { Button } from '../../../../components/ui/button';
import { Field, inputClass } from '../../../../components/ui/field';
import { LoadFailed, PanelSkeleton } from '../../../../components/ui/load-states';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useReferralSettings, useSaveReferralSettings } from '../../api/referral-settings';
import { centsOfDollars } from '../subscriber/credit-dialog';

function SettingsForm({ settings }: { settings: ReferralSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [percent, setPercent] = useState(String(settings.friendPercentOff));
  const [reward, setReward] = useState((settings.rewardCents / 100).toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReferralSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = safeParse(referralSettingsSchema, {
      enabled,
      friendPercentOff: Number(percent),
      rewardCents: centsOfDollars(reward),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the settings');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Referrals Saved',
          description: 'The new settings apply to the next friends.',
          variant: 'success',
        }),
      onError: (failure) => setError(messageOf(failure, 'Failed to save')),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-end">
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-forest-950 sm:col-span-3">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Referral programme on
      </label>
      <Field id="referral-percent" label="Friend's first week off (%)">
        <input
          inputMode="numeric"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id="referral-reward" label="Referrer's credit (dollars)" error={error ?? undefined}>
        <input
          inputMode="decimal"
          value={reward}
          onChange={(e) => setReward(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

export function ReferralSettingsCard() {
  const settings = useReferralSettings();
  return (
    <section
      aria-labelledby="referral-settings-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10"
    >
      <h2 id="referral-settings-title" className="font-display text-xl font-semibold text-forest-950">
        Referrals
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        A monthly friend gets the same amount off as a weekly one. A referrer earns at most 10 rewards a year,
        never for their own e-mail, card or address.
      </p>
      {settings.isPending ? (
        <PanelSkeleton label="Loading referral settings..." lines={2} />
      ) : settings.isError ? (
        <LoadFailed message="Failed to fetch referral settings" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}

// The gift card limits (issue 44): purchases an hour per address and per buyer e-mail (card testing), code tries an
// hour per account and per address (guessing), checked with the server's schema before they are sent.
import { useState, type FormEvent } from 'react';
import { safeParse } from 'zod/v4/core';
import { giftCardSettingsSchema, type GiftCardSettings } from '../../../../../contracts/gift-cards';
import { Button } from '../../../../components/ui/button';
import { Field, inputClass } from '../../../../components/ui/field';
import { LoadFailed, PanelSkeleton } from '../../../../components/ui/load-states';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError, messageOf } from '../../../../lib/api-client';
import { useGiftCardSettings, useSaveGiftCardSettings } from '../../api/gift-card-settings';

type Key = keyof GiftCardSettings;
const FIELDS: { key: Key; label: string }[] = [
  { key: 'purchasesPerAddressPerHour', label: 'Purchases an hour per address' },
  { key: 'purchasesPerEmailPerHour', label: 'Purchases an hour per buyer e-mail' },
  { key: 'redeemsPerAccountPerHour', label: 'Code tries an hour per account' },
  { key: 'redeemsPerAddressPerHour', label: 'Code tries an hour per address' },
];

function SettingsForm({ settings }: { settings: GiftCardSettings }) {
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map(({ key }) => [key, String(settings[key])])) as Record<Key, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const save = useSaveGiftCardSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = safeParse(
      giftCardSettingsSchema,
      Object.fromEntries(
        FIELDS.map(({ key }) => [key, values[key].trim() === '' ? NaN : Number(values[key])]),
      ),
    );
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Key;
        found[key] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Gift Card Limits Saved',
          description: 'They apply from the next try.',
          variant: 'success',
        }),
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.body?.fields : undefined;
        if (fields) setErrors(fields);
        toast({
          title: 'Save Failed',
          description: messageOf(failure, 'Failed to save'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FIELDS.map(({ key, label }) => (
        <Field key={key} id={`gift-card-${key}`} label={label} error={errors[key]}>
          <input
            inputMode="numeric"
            value={values[key]}
            onChange={(e) => setValues((current) => ({ ...current, [key]: e.target.value }))}
            className={inputClass}
          />
        </Field>
      ))}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          Save limits
        </Button>
      </div>
    </form>
  );
}

export function GiftCardSettingsCard() {
  const settings = useGiftCardSettings();
  return (
    <section
      aria-labelledby="gift-card-settings-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10"
    >
      <h2 id="gift-card-settings-title" className="font-display text-xl font-semibold text-forest-950">
        Gift card limits
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        Purchases are limited against card testing, code tries (at checkout and on the dashboard, right or
        wrong) against guessing. Counted on every instance; a new limit applies from the next try.
      </p>
      {settings.isPending ? (
        <PanelSkeleton label="Loading gift card limits..." lines={2} />
      ) : settings.isError ? (
        <LoadFailed message="Failed to fetch gift card limits" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}

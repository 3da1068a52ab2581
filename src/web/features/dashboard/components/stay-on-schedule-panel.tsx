// No surprises: the charge-reminder e-mails on or off, and the private pickup calendar link for a calendar app.
import { useState } from 'react';
import type { CalendarLinkResponse, Subscription } from '../../../../contracts/subscription';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCreateCalendarLink } from '../api/create-calendar-link';
import { useUpdatePreferences } from '../api/update-preferences';
import { BellIcon } from './icons';
import { Panel, PanelLabel } from './panel';
import { confirmChange } from '../confirmed-change';
import { ChangeConfirmation } from './change-confirmation';

export const REMINDERS_FAILED_MESSAGE = 'Failed to save your reminder setting. Please try again.';
export const CALENDAR_LINK_FAILED_MESSAGE = 'Failed to create your calendar link. Please try again.';

function RemindersSwitch({ on }: { on: boolean }) {
  const update = useUpdatePreferences();

  async function toggle() {
    await confirmChange(() => update.mutateAsync({ chargeReminders: !on }), {
      place: 'reminders',
      done: on ? 'Reminders off' : 'Reminders on',
      failed: 'Update Failed',
      fallback: REMINDERS_FAILED_MESSAGE,
    });
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id="reminders-label" className="font-semibold text-forest-950">
          Charge reminders
        </p>
        <p id="reminders-hint" className="mt-0.5 text-sm text-ink/70">
          An e-mail the Wednesday before each charge, with time to skip, pause or cancel.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="reminders-label"
        aria-describedby="reminders-hint"
        disabled={update.isPending}
        onClick={() => void toggle()}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
          on ? 'bg-forest-800' : 'bg-stone-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

function CalendarLink() {
  const create = useCreateCalendarLink();
  const [link, setLink] = useState<CalendarLinkResponse | null>(null);

  async function make() {
    try {
      setLink(await create.mutateAsync());
    } catch (error) {
      toast({
        title: 'Error',
        description: messageOf(error, CALENDAR_LINK_FAILED_MESSAGE),
        variant: 'destructive',
      });
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app as a subscription.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Select the link and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div>
      <p className="font-semibold text-forest-950">Pickup calendar</p>
      <p className="mt-0.5 text-sm text-ink/70">
        Your paid pickup days in Google Calendar, Apple Calendar or Outlook, kept up to date.
      </p>
      {link ? (
        <div className="mt-4 grid gap-3">
          <label htmlFor="calendar-link" className="sr-only">
            Your private calendar link
          </label>
          <input
            id="calendar-link"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(inputClass, 'py-2.5 font-mono text-sm')}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy(link.url)}>
              Copy link
            </Button>
            <a
              href={link.webcalUrl}
              className="inline-flex h-9 items-center rounded-full border border-forest-900/25 px-3 text-sm font-semibold text-forest-900 hover:bg-forest-50"
            >
              Open in calendar app
            </a>
          </div>
          <p className="text-xs text-ink/70">
            Keep it private: anyone with the link sees your pickup days. A new link stops the old one.
          </p>
        </div>
      ) : null}
      <Button
        variant={link ? 'ghost' : 'outline'}
        size="sm"
        className={link ? 'mt-2 -ml-3' : 'mt-4'}
        onClick={() => void make()}
        disabled={create.isPending}
      >
        {create.isPending ? 'Creating link...' : link ? 'Get a new link' : 'Get calendar link'}
      </Button>
    </div>
  );
}

export function StayOnSchedulePanel({ subscription }: { subscription: Subscription }) {
  return (
    <Panel labelledBy="stay-on-schedule">
      <PanelLabel id="stay-on-schedule" icon={<BellIcon />}>
        No surprises
      </PanelLabel>
      <div className="mt-5 grid gap-6">
        <div className="grid gap-3">
          <RemindersSwitch on={subscription.chargeReminders} />
          <ChangeConfirmation place="reminders" />
        </div>
        <div className="border-t border-forest-900/10 pt-5">
          <CalendarLink />
        </div>
      </div>
    </Panel>
  );
}

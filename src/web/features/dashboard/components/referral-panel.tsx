// The subscriber's referral link and code, and the friends who joined with it, by first name (issue 44).
import { useState } from 'react';
import { formatLongDate } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { REFERRAL_LOAD_FAILED_MESSAGE, useReferral } from '../api/get-referral';
import { GiftIcon } from './icons';
import { Panel, PanelLabel } from './panel';

export function ReferralPanel() {
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  if (referral.isPending) return <PanelSkeleton label="Loading your referral link..." lines={2} />;
  if (referral.isError)
    return <LoadFailed message={REFERRAL_LOAD_FAILED_MESSAGE} onRetry={() => void referral.refetch()} />;
  const { code, link, rewards, earnedCents, programme } = referral.data;
  const reward = formatUsd(cents(programme.rewardCents));

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Panel labelledBy="referral-panel">
      <PanelLabel id="referral-panel" icon={<GiftIcon className="h-4 w-4" />}>
        Refer a friend
      </PanelLabel>
      {programme.enabled ? (
        <p className="mt-4 text-sm text-ink/80">
          A friend who subscribes with your link gets {programme.friendPercentOff}% off their first week; you
          get {reward} of credit once that week has ended.
        </p>
      ) : (
        <p className="mt-4 text-sm text-ink/80">Referrals are paused at the moment.</p>
      )}
      <div className="mt-4 grid gap-2">
        <p className="text-sm font-semibold text-forest-950">
          Your code: <span className="font-mono tracking-wide">{code}</span>
        </p>
        <p className="rounded-xl bg-cream px-3 py-2 font-mono text-sm break-all text-ink/85">{link}</p>
        <div>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        </div>
      </div>
      <p className="mt-5 text-sm font-semibold text-forest-950">
        Earned so far: <span className="tabular-nums">{formatUsd(cents(earnedCents))}</span>
      </p>
      {rewards.length > 0 ? (
        <ul
          aria-label="Friends who joined"
          className="mt-2 divide-y divide-forest-900/10 border-t border-forest-900/10"
        >
          {rewards.map((r) => (
            <li key={`${r.firstName}-${r.joinedAt}`} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-forest-950">{r.firstName}</p>
                <p className="mt-0.5 text-xs text-ink/70">
                  Joined {formatLongDate(new Date(r.joinedAt))}
                  {r.note ? ` · ${r.note}` : ''}
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-ink/80 tabular-nums">
                {r.state === 'refused'
                  ? 'No reward'
                  : `${formatUsd(cents(r.rewardCents))} ${r.state === 'rewarded' ? 'earned' : 'pending'}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink/75">No friends have joined with your link yet.</p>
      )}
    </Panel>
  );
}

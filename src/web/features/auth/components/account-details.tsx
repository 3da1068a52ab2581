// The dashboard's Account tab: the signed-in user's details, with Not provided for empty ones, and the way to edit them.
import type { UserProfile } from '../../../../contracts/user-profile';
import { EditAccountDialog } from './edit-account-dialog';

const NOT_PROVIDED = 'Not provided';

export function AccountDetails({ profile }: { profile: UserProfile }) {
  const rows: [label: string, value: string | null][] = [
    ['Full Name', profile.name],
    ['Email', profile.email],
    ['Username', profile.username],
    ['Phone', profile.phone],
    ['Address', profile.address],
  ];
  return (
    <section
      aria-labelledby="account-heading"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="account-heading" className="font-display text-2xl font-semibold text-forest-950">
        Account Information
      </h2>
      <p className="mt-1 text-ink/70">Your details as we have them.</p>
      <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={`border-t border-forest-900/10 pt-4 ${label === 'Address' ? 'sm:col-span-2' : ''}`}
          >
            <dt className="text-xs font-semibold tracking-[0.1em] text-forest-900/75 uppercase">{label}</dt>
            <dd className={value ? 'mt-1.5 text-ink' : 'mt-1.5 text-ink/70 italic'}>
              {value || NOT_PROVIDED}
            </dd>
          </div>
        ))}
      </dl>
      <EditAccountDialog profile={profile} />
    </section>
  );
}

// /admin/gift-cards: gift cards sold (re-send, refund), their limits and the referral programme's settings (issue 44).
import { GiftCardSettingsCard } from '../features/admin/components/gift-cards/gift-card-settings-form';
import { GiftCards } from '../features/admin/components/gift-cards/gift-cards';
import { ReferralSettingsCard } from '../features/admin/components/gift-cards/referral-settings-form';
import { AdminShell } from './admin-shell';

export function AdminGiftCardsPage() {
  return (
    <AdminShell title="Gift Cards" description="Gift cards sold, their limits and the referral programme.">
      <div className="grid gap-6">
        <GiftCards />
        <GiftCardSettingsCard />
        <ReferralSettingsCard />
      </div>
    </AdminShell>
  );
}

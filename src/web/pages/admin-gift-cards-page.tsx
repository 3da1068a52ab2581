// /admin/gift-cards: gift cards sold (re-send, refund) and the referral programme's settings (issue 44).
import { GiftCards } from '../features/admin/components/gift-cards/gift-cards';
import { ReferralSettingsCard } from '../features/admin/components/gift-cards/referral-settings-form';
import { AdminShell } from './admin-shell';

export function AdminGiftCardsPage() {
  return (
    <AdminShell title="Gift Cards" description="Gift cards sold and the referral programme.">
      <div className="grid gap-6">
        <GiftCards />
        <ReferralSettingsCard />
      </div>
    </AdminShell>
  );
}

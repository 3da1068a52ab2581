// A dashboard tab whose content arrives with the subscription feature.
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';

export function TabPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-dashed border-forest-900/20 bg-white p-8 text-center">
      <h2 className="font-display text-2xl font-semibold text-forest-950">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink/70">{children}</p>
      <ButtonLink to="/subscribe" className="mt-6">
        View Subscription Plans
      </ButtonLink>
    </section>
  );
}

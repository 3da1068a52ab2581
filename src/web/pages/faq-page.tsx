// /faq: questions filtered by category, answers that open in place, and how to reach us (spec section 2).
import { useMemo } from 'react';
import { countOf } from '../../domain/plural';
import { PageHeader } from '../components/layout/page-section';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { FaqContact } from '../features/faq/components/faq-contact';
import { FaqFilters } from '../features/faq/components/faq-filters';
import { FAQ_CATEGORIES, faqItems, type FaqItem } from '../features/faq/faq-content';
import { useSettledSearchParams } from '../lib/hydration';
import { usePhaseStatuses } from '../lib/launch-phases';
import { useSiteSettings } from '../lib/site-config';

const ALL = 'all';

function QuestionList({ items }: { items: FaqItem[] }) {
  return (
    <Accordion type="multiple" className="grid gap-3">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

export function FaqPage() {
  const settings = useSiteSettings();
  const { inviteOnly } = usePhaseStatuses();
  const items = useMemo(() => faqItems(settings, inviteOnly), [settings, inviteOnly]);
  const [params, setParams] = useSettledSearchParams();
  const requested = params.get('category');
  const selected = FAQ_CATEGORIES.some((c) => c.id === requested) ? (requested ?? ALL) : ALL;

  const options = [
    { id: ALL, label: 'All Questions', count: items.length },
    ...FAQ_CATEGORIES.map((c) => ({
      id: c.id,
      label: c.label,
      count: items.filter((i) => i.category === c.id).length,
    })),
  ];
  const shownCategories = FAQ_CATEGORIES.filter((c) => selected === ALL || c.id === selected);

  function select(id: string) {
    setParams(id === ALL ? {} : { category: id }, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader eyebrow="Help Center" title="Frequently Asked Questions">
        <p>
          Everything about pickup, plans, our meals and your subscription. Can&apos;t find your answer? Our
          team is a message away.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[260px_1fr] lg:gap-14">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <p className="mb-3 hidden text-sm font-semibold tracking-widest text-forest-800 uppercase lg:block">
              Categories
            </p>
            <FaqFilters options={options} selected={selected} onSelect={select} />
          </div>
          <div className="grid content-start gap-12">
            <p role="status" className="sr-only">
              {selected === ALL
                ? `Showing all ${countOf(items.length, 'question')}`
                : `Showing ${shownCategories.map((c) => c.label).join('')} questions`}
            </p>
            {shownCategories.map((category) => (
              <section key={category.id} aria-labelledby={`faq-${category.id}`}>
                <h2
                  id={`faq-${category.id}`}
                  className="mb-4 font-display text-2xl font-semibold text-forest-900"
                >
                  {category.label}
                </h2>
                <QuestionList items={items.filter((i) => i.category === category.id)} />
              </section>
            ))}
          </div>
        </div>
        <div className="mt-16">
          <FaqContact />
        </div>
      </div>
    </>
  );
}

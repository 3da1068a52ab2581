// The blog's sidebar: categories with counts, popular tags and the Nutrition at a Glance card.
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { ARTICLE_CATEGORIES, ARTICLES, popularTags, slugOf } from '../../../../domain/insight-articles';

const GLANCE = [
  { value: '720', unit: 'kcal', label: 'average lunch' },
  { value: '42 g', unit: '', label: 'average protein' },
  { value: '8+', unit: '', label: 'spices per dish' },
  { value: '20×', unit: '', label: 'curcumin uptake with pepper' },
];

export function InsightsSidebar({ category, tag }: { category: string | null; tag: string | null }) {
  const itemClass = (active: boolean) =>
    cn(
      'flex items-center justify-between rounded-xl px-3 py-2 text-sm font-medium transition-colors',
      active ? 'bg-forest-900 text-cream' : 'text-forest-900 hover:bg-forest-50',
    );
  return (
    <aside className="grid content-start gap-6" aria-label="Browse insights">
      <nav
        aria-labelledby="categories-heading"
        className="rounded-3xl border border-forest-900/10 bg-white p-5 shadow-sm"
      >
        <h2 id="categories-heading" className="px-3 font-display text-lg font-semibold text-forest-900">
          Categories
        </h2>
        <ul className="mt-3 grid gap-1">
          <li>
            <Link
              to="/insights"
              className={itemClass(!category && !tag)}
              aria-current={!category && !tag ? 'page' : undefined}
            >
              All articles
              <span className="tabular-nums opacity-80">{ARTICLES.length}</span>
            </Link>
          </li>
          {ARTICLE_CATEGORIES.map((c) => {
            const active = category === slugOf(c);
            return (
              <li key={c}>
                <Link
                  to={`/insights?category=${slugOf(c)}`}
                  className={itemClass(active)}
                  aria-current={active ? 'page' : undefined}
                >
                  {c}
                  <span className="tabular-nums opacity-80">
                    {ARTICLES.filter((a) => a.category === c).length}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-labelledby="tags-heading"
        className="rounded-3xl border border-forest-900/10 bg-white p-5 shadow-sm"
      >
        <h2 id="tags-heading" className="font-display text-lg font-semibold text-forest-900">
          Popular tags
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {popularTags(ARTICLES).map((t) => {
            const active = tag === slugOf(t);
            return (
              <li key={t}>
                <Link
                  to={`/insights?tag=${slugOf(t)}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex rounded-full px-3 py-1 text-sm font-medium transition-colors',
                    active
                      ? 'bg-saffron-500 text-forest-950'
                      : 'bg-forest-50 text-forest-800 hover:bg-forest-100',
                  )}
                >
                  #{t}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section
        aria-labelledby="glance-heading"
        className="rounded-3xl bg-forest-900 p-6 text-cream shadow-sm"
      >
        <h2 id="glance-heading" className="font-display text-lg font-semibold">
          Nutrition at a Glance
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {GLANCE.map((g) => (
            <div key={g.label} className="rounded-2xl bg-cream/10 p-3">
              <dt className="text-xs text-cream/75">{g.label}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-saffron-400">
                {g.value}
                {g.unit ? <span className="ml-1 text-sm font-normal text-cream/80">{g.unit}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-cream/75">
          Every Tiffin Fit lunch is built around 38-48 g of protein, whole spices and slow-cooked lentils.
        </p>
      </section>
    </aside>
  );
}

// /insights: the Nutrition Insights blog: featured article and filters by category and tag.
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../components/layout/page-section';
import { ArticleCard } from '../features/insights/components/article-card';
import { InsightsSidebar } from '../features/insights/components/insights-sidebar';
import { ARTICLE_CATEGORIES, ARTICLES, articleById, slugOf } from '../../domain/insight-articles';
import { useSettledSearchParams } from '../lib/hydration';

export function InsightsPage() {
  const [params] = useSettledSearchParams();
  // Links shared before articles had their own address (/insights?article=<id>) still open the article.
  const article = articleById(params.get('article'));
  const category = ARTICLE_CATEGORIES.find((c) => slugOf(c) === params.get('category'));
  const tag = ARTICLES.flatMap((a) => a.tags).find((t) => slugOf(t) === params.get('tag'));

  if (article) return <Navigate to={`/insights/${article.id}`} replace />;

  const filtered = ARTICLES.filter(
    (a) => (!category || a.category === category) && (!tag || a.tags.includes(tag)),
  );
  const filterLabel = category ?? (tag ? `#${tag}` : undefined);
  // The featured article leads the unfiltered list; a filtered list is a plain grid.
  const featured = filterLabel ? undefined : filtered[0];
  const rest = filterLabel ? filtered : filtered.slice(1);

  return (
    <>
      <PageHeader eyebrow="The Tiffin Fit Journal" title="Nutrition Insights">
        <p>
          The science behind our spices, proteins and recipes, written by our dietitians and coaches for
          people who train.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_300px]">
        <div className="grid content-start gap-8">
          {filterLabel ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="font-display text-2xl font-semibold text-forest-900">
                {filterLabel}{' '}
                <span className="text-base font-normal text-ink/75">
                  ({filtered.length} {filtered.length === 1 ? 'article' : 'articles'})
                </span>
              </h2>
              <Link
                to="/insights"
                className="text-sm font-semibold text-forest-800 underline underline-offset-2"
              >
                Clear filter
              </Link>
            </div>
          ) : null}
          {featured ? <ArticleCard article={featured} featured /> : null}
          {rest.length > 0 ? (
            <div className="grid gap-8 sm:grid-cols-2">
              {rest.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </div>
          ) : null}
        </div>
        <InsightsSidebar category={category ? slugOf(category) : null} tag={tag ? slugOf(tag) : null} />
      </div>
    </>
  );
}

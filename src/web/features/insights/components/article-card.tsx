// An article's card in the list: illustration, category, title, excerpt and a link to read it in full.
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../../domain/dates';
import { cn } from '../../../lib/cn';
import type { Article } from '../../../../domain/insight-articles';
import { ArticleIllustration } from './article-illustration';

export function articleHref(article: Article): string {
  return `/insights/${article.id}`;
}

export function ArticleMeta({ article, className }: { article: Article; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink/75', className)}>
      <span>{article.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{formatCalendarDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{article.readTime}</span>
    </p>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold tracking-wide text-forest-900 uppercase">
      {category}
    </span>
  );
}

export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-3xl border border-forest-900/10 bg-white shadow-sm transition-shadow hover:shadow-lg',
        'flex-col',
      )}
    >
      <div
        className={cn(
          'relative overflow-hidden',
          featured ? 'aspect-[16/10] sm:aspect-[2/1]' : 'aspect-[16/10]',
        )}
      >
        <ArticleIllustration
          image={article.image}
          className="h-full w-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {featured ? (
          <span className="absolute top-4 left-4 rounded-full bg-forest-900 px-3 py-1 text-xs font-semibold tracking-wide text-cream uppercase">
            Featured
          </span>
        ) : null}
      </div>
      <div className={cn('flex flex-1 flex-col p-6', featured && 'sm:p-8')}>
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h2
          className={cn(
            'mt-4 font-display font-semibold text-forest-950',
            featured ? 'text-2xl sm:text-3xl' : 'text-xl',
          )}
        >
          <Link to={articleHref(article)} className="after:absolute after:inset-0 hover:text-forest-700">
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 leading-relaxed text-ink/75">{article.excerpt}</p>
        <div className="mt-auto pt-6">
          <ArticleMeta article={article} />
          <span
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-forest-800"
            aria-hidden="true"
          >
            Read article
            <svg viewBox="0 0 16 16" className="h-4 w-4 transition-transform group-hover:translate-x-1">
              <path
                d="M3 8h10M9 4l4 4-4 4"
                stroke="currentColor"
                strokeWidth="1.75"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </span>
        </div>
      </div>
    </article>
  );
}

// One article in full: its illustration, metadata, content blocks as React elements, tags and what to read next.
import { Link } from 'react-router';
import { ARTICLES, slugOf, type Article, type ArticleBlock } from '../../../../domain/insight-articles';
import { ArticleIllustration } from './article-illustration';
import { ArticleMeta, CategoryBadge, articleHref } from './article-card';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h2':
      return <h2 className="pt-4 font-display text-2xl font-semibold text-forest-900">{block.text}</h2>;
    case 'ul':
      return (
        <ul className="space-y-3">
          {block.items.map((item) => (
            <li key={item.lead} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-saffron-500" />
              <span>
                <strong className="font-semibold text-forest-950">{item.lead}</strong> {item.text}
              </span>
            </li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <blockquote className="rounded-2xl border-l-4 border-saffron-500 bg-saffron-100/60 px-6 py-5 font-display text-xl text-forest-950 italic">
          {block.text}
        </blockquote>
      );
  }
}

export function ArticleReader({ article }: { article: Article }) {
  const more = ARTICLES.filter((a) => a.id !== article.id);
  return (
    <article aria-labelledby="article-title" className="mx-auto max-w-3xl">
      <Link
        to="/insights"
        className="inline-flex items-center gap-1 text-sm font-semibold text-forest-800 hover:text-forest-950"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4">
          <path
            d="M13 8H3M7 4 3 8l4 4"
            stroke="currentColor"
            strokeWidth="1.75"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        All articles
      </Link>
      <div className="mt-6">
        <CategoryBadge category={article.category} />
      </div>
      <h1
        id="article-title"
        className="mt-4 font-display text-3xl font-bold tracking-tight text-forest-950 sm:text-5xl"
      >
        {article.title}
      </h1>
      <ArticleMeta article={article} className="mt-4 text-base" />
      <div className="mt-8 overflow-hidden rounded-3xl shadow-sm">
        <ArticleIllustration image={article.image} className="aspect-[16/10] h-auto w-full" />
      </div>
      <p className="mt-8 text-xl leading-relaxed text-forest-950">{article.excerpt}</p>
      <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
        {article.content.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </div>
      <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2 border-t border-forest-900/10 pt-6">
        {article.tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/insights?tag=${slugOf(tag)}`}
              className="inline-flex rounded-full bg-forest-50 px-3 py-1 text-sm font-medium text-forest-800 hover:bg-forest-100"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="more-heading" className="mt-14">
        <h2 id="more-heading" className="font-display text-2xl font-semibold text-forest-900">
          Keep reading
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {more.map((a) => (
            <li key={a.id}>
              <Link
                to={articleHref(a)}
                className="flex h-full items-center gap-4 rounded-2xl border border-forest-900/10 bg-white p-3 shadow-sm hover:shadow-md"
              >
                <ArticleIllustration image={a.image} className="h-16 w-24 shrink-0 rounded-xl" />
                <span>
                  <span className="block text-xs font-semibold tracking-wide text-saffron-700 uppercase">
                    {a.category}
                  </span>
                  <span className="mt-1 block font-semibold text-forest-950">{a.title}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

// /insights/:articleId: one Nutrition Insights article in full, or the not-found page for an id that is not one.
import { useParams } from 'react-router';
import { articleById } from '../../domain/insight-articles';
import { ArticleReader } from '../features/insights/components/article-reader';
import { NotFoundPage } from './not-found-page';

export function InsightsArticlePage() {
  const article = articleById(useParams().articleId ?? null);
  if (!article) return <NotFoundPage />;
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-14">
      <ArticleReader article={article} />
    </div>
  );
}

// The drawings the build renders and the browser hydrates: the same markup whatever the engine's last bits of sin and cos.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import type { ReactElement } from 'react';
import { MEAL_IMAGES } from '../../contracts/menu';
import { ArticleIllustration } from '../features/insights/components/article-illustration';
import { MealDrawing } from '../features/landing/art/meal-illustration';

afterEach(() => vi.restoreAllMocks());

/** Rendered once as this engine computes, once with sin and cos one step off in their last bit (another engine). */
function renderedTwice(element: ReactElement): [string, string] {
  const here = renderToStaticMarkup(element);
  const { sin, cos } = Math;
  const nudge = (value: number) => value + Math.abs(value) * Number.EPSILON;
  vi.spyOn(Math, 'sin').mockImplementation((x) => nudge(sin(x)));
  vi.spyOn(Math, 'cos').mockImplementation((x) => nudge(cos(x)));
  return [here, renderToStaticMarkup(element)];
}

test.each(MEAL_IMAGES)(
  'the %s drawing has the same markup on an engine whose sin and cos differ',
  (image) => {
    const [here, elsewhere] = renderedTwice(<MealDrawing image={image} />);
    expect(elsewhere).toBe(here);
  },
);

test.each(['turmeric', 'salmon', 'spices'] as const)(
  'the %s illustration has the same markup on an engine whose sin and cos differ',
  (image) => {
    const [here, elsewhere] = renderedTwice(<ArticleIllustration image={image} />);
    expect(elsewhere).toBe(here);
  },
);

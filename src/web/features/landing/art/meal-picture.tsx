// A meal's drawing as a picture file: the menu's cards show five of them at once, and as inline SVG they were 900 of
// the landing page's 1,900 elements, each made by React and laid out by the browser (issue 22). The files are the
// drawings of art/meal-illustration.tsx rendered once, still (no steam), with their gradients
// (art/meal-pictures.test.tsx keeps them in step; `npm run draw:meals` redraws them).
import type { MealImage } from '../../../../contracts/menu';

const PICTURES = import.meta.glob<string>('./pictures/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function MealPicture({ image, className }: { image: MealImage; className?: string }) {
  return (
    <img
      src={PICTURES[`./pictures/${image}.svg`]}
      alt=""
      width={344}
      height={344}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

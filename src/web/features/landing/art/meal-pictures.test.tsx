// The menu's pictures (art/pictures/*.svg) are the drawings of art/meal-illustration.tsx: each file is checked
// against a fresh rendering, and UPDATE_MEAL_PICTURES=1 (npm run draw:meals) writes them again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { MEAL_IMAGES, type MealImage } from '../../../../contracts/menu';
import { ArtDefs } from './art-defs';
import { MealDrawing } from './meal-illustration';

const DIR = path.join(import.meta.dirname, 'pictures');

function picture(image: MealImage): string {
  const svg = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="-12 -12 344 344" width="344" height="344">
      <ArtDefs />
      <MealDrawing image={image} />
    </svg>,
  );
  return `${svg}\n`;
}

test.each(MEAL_IMAGES)('the picture of %s is its drawing', (image) => {
  const file = path.join(DIR, `${image}.svg`);
  const drawn = picture(image);
  if (process.env.UPDATE_MEAL_PICTURES === '1') writeFileSync(file, drawn);
  expect(existsSync(file), `${file} is missing: npm run draw:meals`).toBe(true);
  expect(readFileSync(file, 'utf8'), `${file} is stale: npm run draw:meals`).toBe(drawn);
});

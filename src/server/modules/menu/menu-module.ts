// Puts the kitchen's menu into the app (issue 42): dishes, the dated menu and its calls. What the other modules read
// of it (the lunch of a date, a week's lines for e-mails) goes through what this returns; app.ts composes them.
import type { Food } from '../../../contracts/foods';
import type { App } from '../../http/routing';
import { menuRoutes } from './menu-routes';
import { createMenuService, type MenuServiceDeps } from './menu-service';

export function menuModule(
  app: App,
  deps: MenuServiceDeps & { searchFoods: (query: string, limit: number) => Food[] },
) {
  const menu = createMenuService(deps);
  menuRoutes(app, { menu, searchFoods: deps.searchFoods });
  // The starting menu before anything reads it: once per database, whichever instance gets there first.
  app.addHook('onReady', () => menu.seed());
  return menu;
}

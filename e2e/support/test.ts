// The journeys' `test`: Playwright's, with a page whose navigations (goto, reload) resolve once the app has taken the
// new document over, so no journey clicks the build's bare HTML before its controls answer.
import { test as base } from '@playwright/test';
import { appStarted } from './app';

export { expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    await provide(page);
  },
});

// The toast on screen with this title: the toast itself, since Radix's live-region copy (role status) is short-lived.
import type { Page } from '@playwright/test';

export function toastOf(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

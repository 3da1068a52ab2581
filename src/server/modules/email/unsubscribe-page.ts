// The small pages a newsletter's unsubscribe link opens: the question, the confirmation, or why the link did not work.
import type { EmailRenderSettings } from './email-renderer';
import { html, type Html } from './email-html';
import { linkPage } from './link-page';

/** The form's field, named as RFC 8058 names the one-click POST's body, so both arrive alike. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

export type UnsubscribePageState =
  /** A GET of the link: it only asks, since mail scanners follow links (the answer is a POST). */
  { kind: 'confirm'; email: string; action: string } | { kind: 'done'; email: string } | { kind: 'invalid' };

function content(
  business: EmailRenderSettings['business'],
  state: UnsubscribePageState,
): { title: string; body: Html } {
  const contact = html`<a href="mailto:${business.contactEmail}">${business.contactEmail}</a>`;
  switch (state.kind) {
    case 'confirm':
      return {
        title: 'Unsubscribe from the newsletter?',
        body: html`<p>
            Stop the Tiffin Fit newsletter for <strong>${state.email}</strong>? Order receipts and account
            e-mails still arrive.
          </p>
          <form method="post" action="${state.action}">
            <input type="hidden" name="${ONE_CLICK_FIELD}" value="${ONE_CLICK_VALUE}" />
            <button
              type="submit"
              style="background:#14532d;color:#fdf8ee;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:bold;cursor:pointer;"
            >
              Unsubscribe
            </button>
          </form>`,
      };
    case 'done':
      return {
        title: "You're unsubscribed",
        body: html`<p>
            <strong>${state.email}</strong> will not receive the Tiffin Fit newsletter any more. Order
            receipts and account e-mails still arrive.
          </p>
          <p>Changed your mind? Write to ${contact}.</p>`,
      };
    case 'invalid':
      return {
        title: 'This link is not valid',
        body: html`<p>
          We couldn't read this unsubscribe link. Write to ${contact} or call ${business.contactPhone}, and
          we'll take you off the list.
        </p>`,
      };
  }
}

export function unsubscribePage(
  settings: Pick<EmailRenderSettings, 'appOrigin' | 'business'>,
  state: UnsubscribePageState,
): string {
  const { appOrigin, business } = settings;
  return linkPage({
    appOrigin,
    ...content(business, state),
    onward: { path: '/', label: 'Back to Tiffin Fit' },
  });
}

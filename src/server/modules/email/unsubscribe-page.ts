// The small page a newsletter's unsubscribe link opens: confirmation, or why the link did not work.
import type { EmailRenderSettings } from './email-renderer';
import { html } from './email-html';

/** `email` is the address taken off the list, or null when the link was not valid. */
export function unsubscribePage(
  settings: Pick<EmailRenderSettings, 'appOrigin' | 'business'>,
  email: string | null,
): string {
  const { appOrigin, business } = settings;
  const title = email ? "You're unsubscribed" : 'This link is not valid';
  const body = email
    ? html`<p>
          <strong>${email}</strong> will not receive the Tiffin Fit newsletter any more. Order receipts and
          account e-mails still arrive.
        </p>
        <p>
          Changed your mind? Write to <a href="mailto:${business.contactEmail}">${business.contactEmail}</a>.
        </p>`
    : html`<p>
        We couldn't read this unsubscribe link. Write to
        <a href="mailto:${business.contactEmail}">${business.contactEmail}</a> or call
        ${business.contactPhone}, and we'll take you off the list.
      </p>`;
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} | Tiffin Fit</title>
      </head>
      <body
        style="margin:0;background:#f5f0e6;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#1c1917;"
      >
        <main style="max-width:560px;margin:48px auto;padding:0 16px;">
          <div
            style="background:#14532d;border-radius:16px 16px 0 0;padding:24px 32px;border-bottom:4px solid #f59e0b;"
          >
            <a
              href="${appOrigin}/"
              style="font-family:Georgia,'Times New Roman',serif;font-size:26px;font-weight:bold;color:#fdf8ee;text-decoration:none;"
              >Tiffin Fit</a
            >
          </div>
          <div style="background:#ffffff;border-radius:0 0 16px 16px;padding:32px;line-height:1.6;">
            <h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;color:#14532d;">
              ${title}
            </h1>
            ${body}
            <p><a href="${appOrigin}/" style="color:#166534;">Back to Tiffin Fit</a></p>
          </div>
        </main>
      </body>
    </html> `.value;
}

// The frame of the small pages an e-mail's link opens (unsubscribe, a lunch's rating): plain HTML that works in any
// mail app's browser, without scripts, with the e-mails' header band.
import { Html, html } from './email-html';

const FOREST = '#14532d';
const SAFFRON = '#f59e0b';

export const LINK_PAGE_COLORS = { forest: FOREST, saffron: SAFFRON } as const;

export function linkPage(page: {
  appOrigin: string;
  title: string;
  body: Html;
  /** Where the page's last line leads. */
  onward: { path: string; label: string };
  /** A stylesheet of the page's own, trusted text. */
  style?: string;
}): string {
  const { appOrigin, title, body, onward, style } = page;
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} | Tiffin Fit</title>
        ${
          style
            ? html`<style>
                ${new Html(style)}
              </style>`
            : html``
        }
      </head>
      <body
        style="margin:0;background:#f5f0e6;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#1c1917;"
      >
        <main style="max-width:560px;margin:32px auto;padding:0 16px;">
          <div
            style="background:${FOREST};border-radius:16px 16px 0 0;padding:24px 32px;border-bottom:4px solid ${SAFFRON};"
          >
            <a
              href="${appOrigin}/"
              style="font-family:Georgia,'Times New Roman',serif;font-size:26px;font-weight:bold;color:#fdf8ee;text-decoration:none;"
              >Tiffin Fit</a
            >
          </div>
          <div style="background:#ffffff;border-radius:0 0 16px 16px;padding:24px 24px 32px;line-height:1.6;">
            <h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;color:${FOREST};">
              ${title}
            </h1>
            ${body}
            <p><a href="${appOrigin}${onward.path}" style="color:#166534;">${onward.label}</a></p>
          </div>
        </main>
      </body>
    </html> `.value;
}

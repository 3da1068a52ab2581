// The brand's e-mail layout: content blocks rendered twice, as table-based HTML with inline styles and as plain text.
import type { BusinessConfig } from '../../config';
import { html, joinHtml, safeHref, type Html } from './email-html';

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'list'; items: readonly string[]; numbered?: boolean }
  | { kind: 'note'; title: string; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Five star links (issue 44): `url` with `&stars=1` to `&stars=5`; each opens a page whose button records it. */
  | { kind: 'stars'; label: string; url: string };

/** What a template says; the layout adds the header, the footer and both formats. */
export interface EmailContent {
  /** The line inboxes show after the subject. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
}

/** The business details every footer carries, and why this person receives this e-mail. */
export interface EmailFooter {
  appOrigin: string;
  business: BusinessConfig;
  businessAddress: string;
  reason: string;
  /** Newsletters only. */
  unsubscribeUrl?: string;
}

const COLOR = {
  forest: '#14532d',
  forestDeep: '#052e16',
  forestText: '#166534',
  saffron: '#f59e0b',
  saffronLight: '#fcd34d',
  cream: '#fdf8ee',
  page: '#f5f0e6',
  ink: '#1c1917',
  muted: '#57534e',
  line: '#e7dfcc',
  mint: '#f0fdf4',
} as const;

const SERIF = "'Fraunces', Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

const P_STYLE = `margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:26px;color:${COLOR.ink};`;

/** Keeps the author's line breaks: each line escaped, joined with <br>. */
function lines(text: string): Html {
  return joinHtml(
    text.split('\n').map((line) => html`${line}`),
    '<br>',
  );
}

function blockHtml(block: EmailBlock): Html {
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="${P_STYLE}">${lines(block.text)}</p>`;
    case 'subheading':
      return html`<h2
        style="margin:28px 0 12px;font-family:${SERIF};font-size:20px;line-height:26px;color:${COLOR.forest};"
      >
        ${block.text}
      </h2>`;
    case 'details':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:8px 0 24px;border:1px solid ${COLOR.line};border-radius:12px;border-collapse:separate;background-color:${COLOR.mint};"
      >
        ${joinHtml(
          block.rows.map(
            ([label, value], i) =>
              html`<tr>
                <td
                  class="tf-detail"
                  style="padding:12px 16px;${i > 0 ? `border-top:1px solid ${COLOR.line};` : ''}font-family:${SANS};font-size:14px;line-height:20px;color:${COLOR.muted};width:38%;vertical-align:top;"
                >
                  ${label}
                </td>
                <td
                  class="tf-detail"
                  style="padding:12px 16px;${i > 0 ? `border-top:1px solid ${COLOR.line};` : ''}font-family:${SANS};font-size:15px;line-height:22px;color:${COLOR.ink};font-weight:bold;vertical-align:top;"
                >
                  ${value}
                </td>
              </tr>`,
          ),
        )}
      </table>`;
    case 'list':
      return html`<table
        role="presentation"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:0 0 16px;"
      >
        ${joinHtml(
          block.items.map(
            (item, i) =>
              html`<tr>
                <td
                  style="padding:0 10px 8px 0;vertical-align:top;font-family:${SANS};font-size:16px;line-height:24px;font-weight:bold;color:${block.numbered ? COLOR.forest : COLOR.saffron};"
                >
                  ${block.numbered ? `${i + 1}.` : html`&#9679;`}
                </td>
                <td
                  style="padding:0 0 8px;font-family:${SANS};font-size:16px;line-height:24px;color:${COLOR.ink};"
                >
                  ${item}
                </td>
              </tr>`,
          ),
        )}
      </table>`;
    case 'stars':
      return html`<p
          style="margin:0 0 6px;font-family:${SANS};font-size:15px;line-height:22px;color:${COLOR.ink};"
        >
          <strong>${block.label}</strong>
        </p>
        <p style="margin:0 0 20px;font-family:${SANS};font-size:28px;line-height:36px;letter-spacing:4px;">
          ${joinHtml(
            [1, 2, 3, 4, 5].map(
              (n) =>
                html`<a
                  href="${safeHref(`${block.url}&stars=${n}`)}"
                  target="_blank"
                  title="${n} of 5"
                  style="color:${COLOR.saffron};text-decoration:none;"
                  >&#9733;</a
                >`,
            ),
            ' ',
          )}
        </p>`;
    case 'note':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:8px 0 24px;"
      >
        <tr>
          <td
            style="padding:16px 18px;border-left:4px solid ${COLOR.saffron};background-color:#fffbeb;border-radius:8px;font-family:${SANS};font-size:15px;line-height:23px;color:${COLOR.ink};"
          >
            <strong style="color:${COLOR.forestDeep};">${block.title}</strong><br />${lines(block.text)}
          </td>
        </tr>
      </table>`;
    case 'button': {
      const href = safeHref(block.url);
      return html`<table
          role="presentation"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="margin:8px 0 16px;"
        >
          <tr>
            <td
              align="center"
              bgcolor="${COLOR.saffron}"
              style="border-radius:999px;background-color:${COLOR.saffron};"
            >
              <a
                href="${href}"
                target="_blank"
                style="display:inline-block;padding:14px 30px;font-family:${SANS};font-size:16px;font-weight:bold;line-height:20px;color:${COLOR.forestDeep};text-decoration:none;border-radius:999px;"
                >${block.label}</a
              >
            </td>
          </tr>
        </table>
        <p style="margin:0 0 24px;font-family:${SANS};font-size:13px;line-height:20px;color:${COLOR.muted};">
          If the button does not work, copy this link into your browser:<br /><a
            href="${href}"
            target="_blank"
            style="color:${COLOR.forestText};word-break:break-all;"
            >${block.url}</a
          >
        </p>`;
    }
  }
}

function footerHtml(footer: EmailFooter): Html {
  const { business } = footer;
  const tel = `tel:${business.contactPhone.replace(/[^\d+]/g, '')}`;
  const link = (href: string, label: string) =>
    html`<a
      href="${safeHref(href)}"
      target="_blank"
      style="color:${COLOR.forestText};text-decoration:underline;"
      >${label}</a
    >`;
  const small = `margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:20px;color:${COLOR.muted};`;
  return html`<p
      style="margin:0 0 8px;font-family:${SERIF};font-size:17px;font-weight:bold;color:${COLOR.forest};"
    >
      Tiffin Fit
    </p>
    <p style="${small}">
      Questions? ${link(`mailto:${business.contactEmail}`, business.contactEmail)} &middot;
      ${link(tel, business.contactPhone)} &middot; ${link(business.communityChatUrl, 'Community chat')}
    </p>
    <p style="${small}">
      Pickup: ${business.pickup.name}, ${business.pickup.address} &middot; ${business.pickup.time}
    </p>
    <p style="${small}">${footer.businessAddress}</p>
    <p style="${small}">${footer.reason}</p>
    ${footer.unsubscribeUrl ? html`<p style="${small}">${link(footer.unsubscribeUrl, 'Unsubscribe from the newsletter')} (no sign-in needed).</p>` : null}`;
}

/** A complete HTML document: fluid 600px card, inline styles, one media query for small screens. */
export function renderEmailHtml(subject: string, content: EmailContent, footer: EmailFooter): string {
  const doc = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>${subject}</title>
        <style>
          @media only screen and (max-width: 620px) {
            .tf-card {
              width: 100% !important;
              border-radius: 0 !important;
            }
            .tf-pad {
              padding-left: 20px !important;
              padding-right: 20px !important;
            }
            .tf-h1 {
              font-size: 24px !important;
              line-height: 30px !important;
            }
            .tf-detail {
              display: block !important;
              width: auto !important;
            }
          }
        </style>
      </head>
      <body style="margin:0;padding:0;background-color:${COLOR.page};">
        <div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">
          ${content.preheader}
        </div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="background-color:${COLOR.page};"
        >
          <tr>
            <td align="center" style="padding:24px 8px;">
              <table
                role="presentation"
                class="tf-card"
                width="600"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="width:600px;max-width:600px;background-color:#ffffff;border-radius:16px;overflow:hidden;"
              >
                <tr>
                  <td
                    class="tf-pad"
                    bgcolor="${COLOR.forest}"
                    style="padding:28px 40px 24px;background-color:${COLOR.forest};"
                  >
                    <a
                      href="${safeHref(footer.appOrigin)}"
                      target="_blank"
                      style="font-family:${SERIF};font-size:28px;line-height:32px;font-weight:bold;color:${COLOR.cream};text-decoration:none;"
                      >Tiffin Fit</a
                    >
                    <p
                      style="margin:6px 0 0;font-family:${SANS};font-size:12px;line-height:16px;letter-spacing:2px;text-transform:uppercase;color:${COLOR.saffronLight};"
                    >
                      Premium Indian lunches &middot; Irving, TX
                    </p>
                  </td>
                </tr>
                <tr>
                  <td
                    bgcolor="${COLOR.saffron}"
                    style="height:4px;line-height:4px;font-size:0;background-color:${COLOR.saffron};"
                  >
                    &nbsp;
                  </td>
                </tr>
                <tr>
                  <td class="tf-pad" style="padding:36px 40px 12px;">
                    <h1
                      class="tf-h1"
                      style="margin:0 0 20px;font-family:${SERIF};font-size:30px;line-height:36px;font-weight:bold;color:${COLOR.forest};"
                    >
                      ${content.heading}
                    </h1>
                    ${joinHtml(content.blocks.map(blockHtml), '\n')}
                  </td>
                </tr>
                <tr>
                  <td
                    class="tf-pad"
                    style="padding:24px 40px 28px;border-top:1px solid ${COLOR.line};background-color:#fbf8f1;"
                  >
                    ${footerHtml(footer)}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `;
  return doc.value;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'subheading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return block.items.map((item, i) => `${block.numbered ? `${i + 1}.` : '*'} ${item}`).join('\n');
    case 'note':
      return `${block.title}\n${block.text}`;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'stars':
      return `${block.label}:\n${[1, 2, 3, 4, 5].map((n) => `${n} of 5: ${block.url}&stars=${n}`).join('\n')}`;
  }
}

/** The plain-text part: the same blocks, the same footer, every link written out. */
export function renderEmailText(content: EmailContent, footer: EmailFooter): string {
  const { business } = footer;
  const parts = [
    'TIFFIN FIT',
    content.heading,
    ...content.blocks.map(blockText),
    '--',
    [
      'Tiffin Fit',
      `Questions? ${business.contactEmail} | ${business.contactPhone}`,
      `Community chat: ${business.communityChatUrl}`,
      `Pickup: ${business.pickup.name}, ${business.pickup.address} (${business.pickup.time})`,
      footer.businessAddress,
      footer.reason,
      ...(footer.unsubscribeUrl
        ? [`Unsubscribe from the newsletter (no sign-in needed): ${footer.unsubscribeUrl}`]
        : []),
    ].join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

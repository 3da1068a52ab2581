// Renders any outbox message to subject, HTML and text, and every template's sample for the preview page.
import { closureEmailTemplates } from './closure-email-templates';
import { priceChangeEmailTemplates } from './price-email-templates';
import { giftCardEmailTemplates } from './gift-card-email-templates';
import { referralEmailTemplates } from './referral-email-templates';
import { feedbackEmailTemplates } from './feedback-email-templates';
import { accountEmailTemplates } from './account-email-templates';
import { accountPrivacyEmailTemplates } from './account-privacy-email-templates';
import { adminEmailTemplates } from './admin-email-templates';
import { changeEmailTemplates } from './change-email-templates';
import { menuEmailTemplates } from './menu-email-templates';
import { customerEmailTemplates } from './customer-email-templates';
import { operationsEmailTemplates } from './operations-email-templates';
import { securityEmailTemplates } from './security-email-templates';
import { renderEmailHtml, renderEmailText } from './email-layout';
import type { ContentContext, EmailCatalog } from './email-template-definition';
import {
  EMAIL_TEMPLATE_NAMES,
  type EmailTemplateData,
  type EmailTemplateName,
  type TemplateMessage,
} from './email-templates';

export const EMAIL_CATALOG: EmailCatalog = {
  ...customerEmailTemplates,
  ...accountEmailTemplates,
  ...adminEmailTemplates,
  ...operationsEmailTemplates,
  ...changeEmailTemplates,
  ...menuEmailTemplates,
  ...accountPrivacyEmailTemplates,
  ...securityEmailTemplates,
  ...closureEmailTemplates,
  ...priceChangeEmailTemplates,
  ...giftCardEmailTemplates,
  ...referralEmailTemplates,
  ...feedbackEmailTemplates,
};

export interface EmailRenderSettings extends ContentContext {
  /** The postal address in every footer. */
  businessAddress: string;
  /** The signed link that takes this address off the newsletter, for newsletters' footers and headers. */
  unsubscribeUrlFor(email: string): string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on newsletters. */
  headers: Record<string, string>;
}

export interface EmailPreview extends RenderedEmail {
  name: EmailTemplateName;
  title: string;
  description: string;
  primary: boolean;
}

type Correlated<K extends EmailTemplateName> = { template: K; data: EmailTemplateData[K] };

function subjectOf<K extends EmailTemplateName>(message: Correlated<K>): string {
  return EMAIL_CATALOG[message.template].subject(message.data);
}

function render<K extends EmailTemplateName>(
  message: Correlated<K>,
  to: string,
  settings: EmailRenderSettings,
): RenderedEmail {
  const definition = EMAIL_CATALOG[message.template];
  const subject = definition.subject(message.data);
  const content = definition.content(message.data, settings);
  const unsubscribeUrl = message.template === 'newsletter' ? settings.unsubscribeUrlFor(to) : undefined;
  const footer = {
    appOrigin: settings.appOrigin,
    business: settings.business,
    businessAddress: settings.businessAddress,
    reason: definition.reason,
    unsubscribeUrl,
  };
  // Mail clients show their own unsubscribe button for these headers: a one-click POST of the same signed link
  // (RFC 8058), never a GET, which only asks.
  const headers: Record<string, string> = unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:${settings.business.contactEmail}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return {
    subject,
    html: renderEmailHtml(subject, content, footer),
    text: renderEmailText(content, footer),
    headers,
  };
}

/** The subject alone: stored in the e-mail log when the message is enqueued. */
export function emailSubject(message: TemplateMessage): string {
  return subjectOf(message);
}

export function renderEmail(
  message: TemplateMessage,
  to: string,
  settings: EmailRenderSettings,
): RenderedEmail {
  return render(message, to, settings);
}

function sampleOf<K extends EmailTemplateName>(template: K, ctx: ContentContext): Correlated<K> {
  return { template, data: EMAIL_CATALOG[template].sample(ctx) };
}

/** Every template's sample message, in catalog order. */
export function sampleMessages(ctx: ContentContext): TemplateMessage[] {
  return EMAIL_TEMPLATE_NAMES.map((name) => sampleOf(name, ctx) as TemplateMessage);
}

/** Where a preview's unsubscribe link points: a placeholder that unsubscribes nobody. */
export const PREVIEW_UNSUBSCRIBE_TOKEN = 'preview-placeholder';

/**
 * Every template rendered with its sample data, the four the spec names first. The previews are public: no link in
 * them may work, so the newsletter's unsubscribe link is a placeholder, not one signed for the sample address.
 */
export function renderPreviews(settings: EmailRenderSettings, sampleRecipient: string): EmailPreview[] {
  const placeholder = `${settings.appOrigin}/api/newsletter/unsubscribe?token=${PREVIEW_UNSUBSCRIBE_TOKEN}`;
  const previewSettings: EmailRenderSettings = { ...settings, unsubscribeUrlFor: () => placeholder };
  const previews = sampleMessages(settings).map((message) => {
    const definition = EMAIL_CATALOG[message.template];
    return {
      name: message.template,
      title: definition.title,
      description: definition.description,
      primary: definition.primary,
      ...render(message, sampleRecipient, previewSettings),
    };
  });
  return [...previews.filter((p) => p.primary), ...previews.filter((p) => !p.primary)];
}

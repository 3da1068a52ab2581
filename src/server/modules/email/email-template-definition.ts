// What each e-mail template declares: its label for the preview page, subject, content, footer reason and sample data.
import type { BusinessConfig } from '../../config';
import type { EmailContent } from './email-layout';
import type { EmailTemplateData, EmailTemplateName, SampleMenu } from './email-templates';

/** What content is rendered with: links start at APP_ORIGIN, never at a request's Host. */
export interface ContentContext {
  appOrigin: string;
  business: BusinessConfig;
  /** The dated menu's current week, which samples show when it is given (the spec's week otherwise). */
  menu?: SampleMenu | null | undefined;
}

export interface TemplateDefinition<K extends EmailTemplateName> {
  /** Shown on /email-preview. */
  title: string;
  description: string;
  /** One of the four e-mails the spec's /email-preview page describes. */
  primary: boolean;
  /** Printed in the footer: why this person receives this e-mail. */
  reason: string;
  subject(data: EmailTemplateData[K]): string;
  content(data: EmailTemplateData[K], ctx: ContentContext): EmailContent;
  /** Realistic data for previews and test sends, from the dated menu where the e-mail shows lunches. */
  sample(ctx: ContentContext): EmailTemplateData[K];
}

export type EmailCatalog = { [K in EmailTemplateName]: TemplateDefinition<K> };

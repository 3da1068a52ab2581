// /email-preview: the four e-mail templates described, every template rendered with sample data, test sends and SMTP setup.
import { useState } from 'react';
import { PageHeader } from '../components/layout/page-section';
import { useEmailPreviews } from '../features/email-preview/api/get-email-previews';
import { SmtpSetupNotes } from '../features/email-preview/components/smtp-setup-notes';
import { TemplateGallery } from '../features/email-preview/components/template-gallery';
import { TestSendForm } from '../features/email-preview/components/test-send-form';

function SectionHeading({ id, title, children }: { id: string; title: string; children?: string }) {
  return (
    <div className="mb-6 max-w-3xl">
      <h2 id={id} className="font-display text-3xl font-semibold text-forest-900">
        {title}
      </h2>
      {children ? <p className="mt-2 text-ink/75">{children}</p> : null}
    </div>
  );
}

export function EmailPreviewPage() {
  const previews = useEmailPreviews();
  const [selected, setSelected] = useState('subscription-confirmation');
  const templates = previews.data?.templates ?? [];
  const primary = templates.filter((t) => t.primary);

  const show = (name: string) => {
    setSelected(name);
    document.getElementById('previews')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHeader eyebrow="Email" title="Email Templates">
        The e-mails Tiffin Fit sends, rendered with sample data exactly as they leave the server, a tool to
        send yourself test copies, and how to connect a real mail server.
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-12 sm:px-6 lg:py-16">
        <section aria-labelledby="templates-heading">
          <SectionHeading id="templates-heading" title="Four templates">
            Every e-mail has an HTML part in the site&apos;s colours that adapts to phones, and a plain-text
            part.
          </SectionHeading>
          {previews.isPending ? (
            <p aria-busy="true" className="text-ink/75">
              Loading the templates…
            </p>
          ) : previews.isError ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 text-chili">
              The templates could not be loaded. Please refresh the page.
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {primary.map((t) => (
                <li
                  key={t.name}
                  className="flex flex-col rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm"
                >
                  <h3 className="font-display text-xl font-semibold text-forest-950">{t.title}</h3>
                  <p className="mt-2 flex-1 text-ink/75">{t.description}</p>
                  <p className="mt-3 text-sm text-ink/75">
                    <span className="font-semibold text-forest-900">Subject:</span> {t.subject}
                  </p>
                  <button
                    type="button"
                    onClick={() => show(t.name)}
                    className="mt-4 self-start text-sm font-semibold text-forest-800 underline underline-offset-4 hover:text-forest-950"
                  >
                    Preview {t.title.toLowerCase()}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        {templates.length > 0 ? (
          <section aria-labelledby="previews">
            <h2
              id="previews"
              className="mb-6 scroll-mt-24 font-display text-3xl font-semibold text-forest-900"
            >
              Previews
            </h2>
            <TemplateGallery templates={templates} selected={selected} onSelect={setSelected} />
          </section>
        ) : null}

        <section
          aria-labelledby="test-heading"
          className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-10"
        >
          <SectionHeading id="test-heading" title="Send test e-mails">
            Check how the templates look in a real inbox: enter an address and every template is sent to it
            with sample data.
          </SectionHeading>
          <TestSendForm />
        </section>

        <section aria-labelledby="setup-heading">
          <SectionHeading id="setup-heading" title="Production setup">
            Set these environment variables and restart the server. Mail is written to the outbox in the same
            transaction as the change that causes it, then delivered in the background within seconds.
          </SectionHeading>
          <SmtpSetupNotes />
        </section>
      </div>
    </>
  );
}

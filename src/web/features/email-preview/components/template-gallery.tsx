// Every template rendered with sample data in the page: a list to pick from, the HTML in a sandboxed frame, the text.
import { useState } from 'react';
import type { EmailTemplatePreview } from '../../../../contracts/email';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';

const WIDTHS = { desktop: 'max-w-[680px]', phone: 'max-w-[375px]' } as const;
type Width = keyof typeof WIDTHS;

function TemplateList({
  label,
  templates,
  selected,
  onSelect,
}: {
  label: string;
  templates: EmailTemplatePreview[];
  selected: string;
  onSelect: (name: string) => void;
}) {
  return (
    <div>
      <h3 className="px-1 text-xs font-semibold tracking-widest text-saffron-700 uppercase">{label}</h3>
      <ul className="mt-2 grid gap-1">
        {templates.map((t) => (
          <li key={t.name}>
            <button
              type="button"
              aria-pressed={t.name === selected}
              onClick={() => onSelect(t.name)}
              className={cn(
                'w-full rounded-xl px-3 py-2.5 text-left text-sm font-semibold transition-colors',
                t.name === selected
                  ? 'bg-forest-900 text-cream shadow-sm'
                  : 'text-forest-900 hover:bg-forest-50',
              )}
            >
              {t.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TemplateGallery({
  templates,
  selected,
  onSelect,
}: {
  templates: EmailTemplatePreview[];
  selected: string;
  onSelect: (name: string) => void;
}) {
  const [width, setWidth] = useState<Width>('desktop');
  const current = templates.find((t) => t.name === selected) ?? templates[0];
  if (!current) return null;

  return (
    <div className="grid gap-6 lg:grid-cols-[240px_1fr]">
      <nav aria-label="Templates" className="grid content-start gap-5">
        <TemplateList
          label="Customer e-mails"
          templates={templates.filter((t) => t.primary)}
          selected={current.name}
          onSelect={onSelect}
        />
        <TemplateList
          label="Account and billing"
          templates={templates.filter((t) => !t.primary)}
          selected={current.name}
          onSelect={onSelect}
        />
      </nav>

      <section
        aria-labelledby="preview-title"
        className="min-w-0 rounded-3xl border border-forest-900/10 bg-white p-4 shadow-sm sm:p-6"
      >
        <h3 id="preview-title" className="font-display text-2xl font-semibold text-forest-950">
          {current.title}
        </h3>
        <p className="mt-1 text-ink/75">{current.description}</p>
        <dl className="mt-4 grid gap-1 rounded-xl bg-forest-50 px-4 py-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold text-forest-900">Subject</dt>
          <dd data-testid="preview-subject">{current.subject}</dd>
          <dt className="font-semibold text-forest-900">Sample to</dt>
          <dd>priya@example.com (sample data)</dd>
        </dl>

        <Tabs defaultValue="html" className="mt-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList className="w-auto">
              <TabsTrigger value="html">HTML</TabsTrigger>
              <TabsTrigger value="text">Plain text</TabsTrigger>
            </TabsList>
            <div role="group" aria-label="Preview width" className="flex gap-1 text-sm">
              {(Object.keys(WIDTHS) as Width[]).map((w) => (
                <button
                  key={w}
                  type="button"
                  aria-pressed={width === w}
                  onClick={() => setWidth(w)}
                  className={cn(
                    'rounded-full px-3 py-1.5 font-semibold capitalize',
                    width === w ? 'bg-saffron-100 text-forest-950' : 'text-forest-900/75 hover:bg-forest-50',
                  )}
                >
                  {w}
                </button>
              ))}
            </div>
          </div>
          <TabsContent value="html">
            <div
              className={cn('mx-auto overflow-hidden rounded-2xl border border-forest-900/10', WIDTHS[width])}
            >
              {/* sandbox="" : no scripts, no navigation, no access to this page; the CSP allows none of them anyway. */}
              <iframe
                key={`${current.name}-${width}`}
                title={`${current.title} e-mail, HTML version`}
                sandbox=""
                srcDoc={current.html}
                className="block h-[760px] w-full bg-[#f5f0e6]"
              />
            </div>
          </TabsContent>
          <TabsContent value="text">
            <pre className="max-h-[760px] overflow-auto rounded-2xl border border-forest-900/10 bg-cream p-4 text-sm whitespace-pre-wrap text-ink">
              {current.text}
            </pre>
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}

// HTML for e-mails built only through a tagged template that escapes every interpolated value.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Markup that is already safe: produced by `html` from escaped values. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | Html | null | undefined | false;

function interpolate(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  return escapeHtml(String(value));
}

export function joinHtml(parts: readonly Html[], separator = ''): Html {
  return new Html(parts.map((p) => p.value).join(separator));
}

/** `html\`<p>${text}</p>\`` escapes text; nested Html is kept as it is. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += interpolate(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

/** Refuses any link that is not web, mail or phone, so a bad value can never become a script URL. */
export function safeHref(url: string): string {
  if (!SAFE_LINK.test(url)) throw new Error(`refusing to put a non-http(s)/mailto/tel link in an e-mail`);
  return url;
}

// A real SMTP server on 127.0.0.1 for tests (the smtp-server package), keeping every message it accepts, decoded.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP session gave them. */
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://[user:pass@]127.0.0.1:port */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Stops listening; messages sent meanwhile fail to connect. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Answers RCPT TO with this SMTP error code (e.g. 550), or accepts again with null. */
  rejectRecipients(code: number | null): void;
  /** Waits this long before accepting each message's data, to catch a send in flight. */
  delayAcceptance(ms: number): void;
  /** How many messages have started arriving (their data is being received). */
  readonly arriving: number;
  /** Resolves once `count` messages have arrived, or fails after the timeout. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const unwrapped = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < unwrapped.length; i++) {
    const c = unwrapped[i];
    const hex = unwrapped.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Enough MIME for what nodemailer sends: one part, or multipart/alternative with text and HTML. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const found = { text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map((p) => splitEntity(p.replace(/^\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding')?.toLowerCase());
    if (type.startsWith('text/html')) found.html = decoded;
    else if (type.startsWith('text/plain')) found.text = decoded;
  }
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), ...found };
}

export async function startSmtpTestServer(
  options: { auth?: { user: string; pass: string } } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let rejectCode: number | null = null;
  let acceptDelayMs = 0;
  let arriving = 0;
  let port = 0;

  const serverOptions: SMTPServerOptions = {
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (rejectCode === null) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: rejectCode }));
    },
    onData(stream, session, callback) {
      arriving += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        setTimeout(() => {
          received.push({
            from,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMessage(raw),
          });
          callback();
        }, acceptDelayMs);
      });
    },
  };

  let server: SMTPServer | undefined;
  async function listen(): Promise<void> {
    const next = new SMTPServer(serverOptions);
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }
  await listen();

  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
    rejectRecipients(code) {
      rejectCode = code;
    },
    delayAcceptance(ms) {
      acceptDelayMs = ms;
    },
    get arriving() {
      return arriving;
    },
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} messages, the SMTP server received ${received.length}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
  };
}

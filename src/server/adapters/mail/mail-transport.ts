// What the e-mail worker needs from a mail transport; SMTP and .eml files implement it.

/** Its fields are nodemailer's message options of the same names, so transports pass it as it is. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The same Message-ID on every attempt, so a receiver can recognise a repeat. */
  messageId: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is accepted (SMTP 250, or the file written); rejects with the reason otherwise. */
  send(message: MailMessage): Promise<{ detail: string }>;
  close(): void;
}

/** Where a transport reports what it did (the app's logger). */
export interface TransportLogger {
  info(details: object, message: string): void;
}

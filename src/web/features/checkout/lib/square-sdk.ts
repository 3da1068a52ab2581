// Square's Web Payments SDK, loaded on demand: only in Square mode, and only when the payment step is shown.
import type { PaymentsConfig } from '../../../lib/site-config';

type SquareConfig = Extract<PaymentsConfig, { mode: 'square' }>;

const SCRIPT_URL: Record<SquareConfig['environment'], string> = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
};

/** Who is paying, for Square's buyer verification (SCA) during tokenize. */
export interface SquareBillingContact {
  givenName: string;
  familyName: string;
  email?: string;
  phone?: string;
  addressLines: string[];
  city: string;
  state: string;
  postalCode: string;
  countryCode: 'US';
}

/** The card is stored with Square, then charged now and at each renewal (the server's card-on-file flow). */
export interface SquareVerificationDetails {
  intent: 'STORE';
  billingContact: SquareBillingContact;
  customerInitiated: true;
  sellerKeyedIn: false;
}

export interface SquareTokenResult {
  status: string;
  token?: string;
  errors?: { message: string; field?: string }[];
}

/** The part of the SDK's card object this page uses. */
export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(details?: SquareVerificationDetails): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

interface SquarePayments {
  card(options?: { style?: Record<string, Record<string, string>> }): Promise<SquareCard>;
}

interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments | Promise<SquarePayments>;
}

function squareGlobal(): SquareGlobal | null {
  const candidate: unknown = (window as unknown as { Square?: unknown }).Square;
  if (typeof candidate === 'object' && candidate !== null && 'payments' in candidate) {
    const { payments } = candidate;
    if (typeof payments === 'function') return candidate as SquareGlobal;
  }
  return null;
}

let loading: Promise<SquareGlobal> | null = null;

function loadScript(environment: SquareConfig['environment']): Promise<SquareGlobal> {
  const ready = squareGlobal();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL[environment];
    script.async = true;
    script.onload = () => {
      const loaded = squareGlobal();
      if (loaded) resolve(loaded);
      else reject(new Error('Square did not start'));
    };
    script.onerror = () => {
      // Let a later attempt try again (a flaky network, an ad blocker switched off).
      loading = null;
      script.remove();
      reject(new Error('Square could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Square's card form, styled like our inputs, attached to an element on the page. */
export async function attachSquareCard(config: SquareConfig, target: HTMLElement): Promise<SquareCard> {
  const square = await loadScript(config.environment);
  const payments = await square.payments(config.applicationId, config.locationId);
  const card = await payments.card({
    style: {
      input: { fontSize: '16px', color: '#1c1917' },
      'input::placeholder': { color: '#1c191773' },
      '.input-container.is-focus': { borderColor: '#1b6a4f' },
      '.input-container.is-error': { borderColor: '#b42318' },
    },
  });
  await card.attach(target);
  return card;
}

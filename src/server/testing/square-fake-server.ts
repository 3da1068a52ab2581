// A small fake of Square's REST API on 127.0.0.1 for tests: customers, cards, payments and refunds, with sandbox nonces.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /v2/payments. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body as received (snake_case, as Square's wire format), or undefined without one. */
  body: unknown;
  /** The status the fake answered with, or 'hang' when it never answered. */
  answer: number | 'hang';
}

export interface FakePayment {
  id: string;
  /** COMPLETED, APPROVED or FAILED (a declined payment exists in Square too). */
  status: string;
  amount: number;
  refunded: number;
  sourceId: string;
  customerId: string | undefined;
  locationId: string;
  referenceId: string | undefined;
  idempotencyKey: string;
  createdAt: string;
  /** The payment as Square's API shows it. */
  wire: Record<string, unknown>;
}

export interface SquareFakeServer {
  /** http://127.0.0.1:port, for the SDK's baseUrl. */
  readonly baseUrl: string;
  readonly accessToken: string;
  readonly locationId: string;
  /** Every request received, in order, including refused and replayed ones. */
  readonly requests: readonly RecordedRequest[];
  /** Payments that exist; an idempotent replay adds none. */
  readonly payments: readonly FakePayment[];
  /**
   * The next request fails: with a number, it is answered with that status (e.g. 500) and not processed; with 'hang',
   * it is processed but never answered, as when a payment goes through and the answer is lost.
   */
  failNext(failure: number | 'hang', path?: string): void;
  /** Stamps what it creates by this clock from now on (the app's test clock, so a lookup's time filter agrees). */
  useClock(now: () => Date): void;
  /** Stops listening and drops connections still waiting for an answer. */
  stop(): Promise<void>;
}

interface SquareErrorBody {
  category: 'AUTHENTICATION_ERROR' | 'INVALID_REQUEST_ERROR' | 'PAYMENT_METHOD_ERROR' | 'API_ERROR';
  code: string;
  detail: string;
  field?: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const fail = (status: number, error: SquareErrorBody, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { errors: [error], ...extra },
});

const invalid = (code: string, detail: string, field?: string): Answer =>
  fail(400, { category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) });

const notFound = (detail: string, field?: string): Answer =>
  fail(404, { category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail, ...(field ? { field } : {}) });

const declined = (code: string, extra: Record<string, unknown> = {}): Answer =>
  fail(402, { category: 'PAYMENT_METHOD_ERROR', code, detail: `Authorization error: '${code}'` }, extra);

/** What a sandbox nonce does, as in Square's sandbox; an `ok` or `declined` nonce yields a card. */
type NonceOutcome = { card: 'ok' | 'declined' } | { refused: Answer };

function nonceOutcome(nonce: string): NonceOutcome {
  switch (nonce) {
    case 'cnon:card-nonce-ok':
      return { card: 'ok' };
    case 'cnon:card-nonce-declined':
      return { card: 'declined' };
    case 'cnon:card-nonce-rejected-cvv':
      return { refused: declined('CVV_FAILURE') };
    case 'cnon:card-nonce-rejected-postalcode':
      return { refused: declined('ADDRESS_VERIFICATION_FAILURE') };
    case 'cnon:card-nonce-rejected-expiration':
      return { refused: declined('INVALID_EXPIRATION') };
    case 'cnon:card-nonce-already-used':
      return {
        refused: invalid(
          'CARD_TOKEN_USED',
          'Card nonce already used; please request new nonce.',
          'source_id',
        ),
      };
    default:
      return { refused: invalid('INVALID_CARD_DATA', 'Invalid card data.', 'source_id') };
  }
}

const idempotencyKey = z.string().min(1).max(45);
const money = z.object({ amount: z.number().int().positive(), currency: z.string() });
const address = z.object({
  address_line_1: z.string().optional(),
  locality: z.string().optional(),
  administrative_district_level_1: z.string().optional(),
  postal_code: z.string().optional(),
  country: z.string().optional(),
});

const customerBody = z.object({
  idempotency_key: idempotencyKey.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email_address: z.string().optional(),
  phone_number: z.string().optional(),
});
const cardBody = z.object({
  idempotency_key: idempotencyKey,
  source_id: z.string().min(1),
  verification_token: z.string().optional(),
  card: z.object({
    customer_id: z.string().min(1),
    cardholder_name: z.string().optional(),
    billing_address: address.optional(),
  }),
});
const paymentBody = z.object({
  idempotency_key: idempotencyKey,
  source_id: z.string().min(1),
  customer_id: z.string().optional(),
  amount_money: money,
  location_id: z.string().optional(),
  autocomplete: z.boolean().optional(),
  reference_id: z.string().max(40).optional(),
  note: z.string().max(500).optional(),
});
const refundBody = z.object({
  idempotency_key: idempotencyKey,
  payment_id: z.string().min(1),
  amount_money: money,
  reason: z.string().max(192).optional(),
});

/** Square's answer to a body that does not fit: the first problem, with the field it concerns. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): { data: T } | { refused: Answer } {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  const code =
    issue?.code === 'too_big'
      ? 'VALUE_TOO_LONG'
      : issue?.input === undefined
        ? 'MISSING_REQUIRED_PARAMETER'
        : 'INVALID_VALUE';
  return { refused: invalid(code, `${field ?? 'body'}: ${issue?.message ?? 'is invalid'}`, field) };
}

interface StoredCard {
  id: string;
  customerId: string;
  behaviour: 'ok' | 'declined';
  wire: Record<string, unknown>;
}

const TEST_CARD = { card_brand: 'VISA', last_4: '1111', exp_month: 12, exp_year: 2030 };

export async function startSquareFakeServer(
  options: {
    accessToken?: string;
    locationId?: string;
    /** Square's own clock for created_at (and the list's time filters); the real time by default. */
    now?: () => Date;
  } = {},
): Promise<SquareFakeServer> {
  const accessToken = options.accessToken ?? 'EAAAfake-sandbox-access-token';
  const locationId = options.locationId ?? 'LFAKE0000LOCATION';
  const requests: RecordedRequest[] = [];
  const customers = new Set<string>();
  const cards = new Map<string, StoredCard>();
  const payments: FakePayment[] = [];
  /** Per endpoint and key: the body first sent and the answer given, as Square keeps them. */
  const replays = new Map<string, { body: string; answer: Answer }>();
  const failures: { failure: number | 'hang'; path: string | undefined }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${String(++counter).padStart(6, '0')}`;
  let clock = options.now ?? (() => new Date());
  const now = () => clock().toISOString();

  function createCustomer(body: unknown): Answer {
    const parsed = parseBody(customerBody, body);
    if ('refused' in parsed) return parsed.refused;
    const c = parsed.data;
    if (!c.given_name && !c.family_name && !c.email_address && !c.phone_number) {
      return invalid('BAD_REQUEST', 'At least one of the name, email or phone fields must be set.');
    }
    const id = nextId('FAKECUSTOMER');
    customers.add(id);
    const { idempotency_key: _key, ...fields } = c;
    return { status: 200, body: { customer: { id, ...fields, created_at: now(), updated_at: now() } } };
  }

  function createCard(body: unknown): Answer {
    const parsed = parseBody(cardBody, body);
    if ('refused' in parsed) return parsed.refused;
    const { source_id, card } = parsed.data;
    if (!customers.has(card.customer_id)) return notFound('Customer not found.', 'card.customer_id');
    const outcome = nonceOutcome(source_id);
    if ('refused' in outcome) return outcome.refused;
    const id = `ccof:${nextId('fake-card-')}`;
    const wire = {
      id,
      ...TEST_CARD,
      cardholder_name: card.cardholder_name,
      billing_address: card.billing_address,
      customer_id: card.customer_id,
      enabled: true,
      card_type: 'CREDIT',
    };
    cards.set(id, { id, customerId: card.customer_id, behaviour: outcome.card, wire });
    return { status: 200, body: { card: wire } };
  }

  function createPayment(body: unknown): Answer {
    const parsed = parseBody(paymentBody, body);
    if ('refused' in parsed) return parsed.refused;
    const p = parsed.data;
    if (p.location_id !== undefined && p.location_id !== locationId) {
      return notFound(`Location \`${p.location_id}\` not found.`, 'location_id');
    }
    if (p.amount_money.currency !== 'USD') {
      return invalid(
        'CURRENCY_MISMATCH',
        'The currency must be USD at this location.',
        'amount_money.currency',
      );
    }
    let behaviour: 'ok' | 'declined';
    let cardWire: Record<string, unknown> = TEST_CARD;
    const stored = cards.get(p.source_id);
    if (stored) {
      if (p.customer_id !== stored.customerId) {
        return invalid(
          'INVALID_CARD',
          'A card on file is charged with the customer_id it belongs to.',
          'customer_id',
        );
      }
      behaviour = stored.behaviour;
      cardWire = stored.wire;
    } else if (p.source_id.startsWith('ccof:')) {
      return notFound('Card not found.', 'source_id');
    } else {
      const outcome = nonceOutcome(p.source_id);
      if ('refused' in outcome) return outcome.refused;
      behaviour = outcome.card;
    }
    const id = nextId('FAKEPAYMENT');
    const status = behaviour === 'declined' ? 'FAILED' : p.autocomplete === false ? 'APPROVED' : 'COMPLETED';
    const wire = {
      id,
      status,
      amount_money: p.amount_money,
      total_money: p.amount_money,
      source_type: 'CARD',
      card_details: {
        status: behaviour === 'declined' ? 'FAILED' : 'CAPTURED',
        card: cardWire,
        entry_method: 'ON_FILE',
      },
      location_id: locationId,
      customer_id: p.customer_id,
      reference_id: p.reference_id,
      note: p.note,
      created_at: now(),
      updated_at: now(),
    };
    payments.push({
      id,
      status,
      amount: p.amount_money.amount,
      refunded: 0,
      sourceId: p.source_id,
      customerId: p.customer_id,
      locationId,
      referenceId: p.reference_id,
      idempotencyKey: p.idempotency_key,
      createdAt: wire.created_at,
      wire,
    });
    if (behaviour === 'declined') return declined('GENERIC_DECLINE', { payment: wire });
    return { status: 200, body: { payment: wire } };
  }

  function refundPayment(body: unknown): Answer {
    const parsed = parseBody(refundBody, body);
    if ('refused' in parsed) return parsed.refused;
    const r = parsed.data;
    const payment = payments.find((p) => p.id === r.payment_id);
    if (!payment) return notFound('Payment not found.', 'payment_id');
    if (payment.status !== 'COMPLETED') {
      return invalid('PAYMENT_NOT_REFUNDABLE', `Payment ${payment.id} is ${payment.status}.`, 'payment_id');
    }
    if (r.amount_money.amount > payment.amount - payment.refunded) {
      return invalid(
        'REFUND_AMOUNT_INVALID',
        'The refund is more than what is left of the payment.',
        'amount_money',
      );
    }
    payment.refunded += r.amount_money.amount;
    const refund = {
      id: nextId('FAKEREFUND'),
      status: 'PENDING',
      amount_money: r.amount_money,
      payment_id: payment.id,
      location_id: locationId,
      reason: r.reason,
      created_at: now(),
    };
    return { status: 200, body: { refund } };
  }

  /** GET /v2/payments: oldest or newest first, filtered by time, location and total, 100 to a page at most. */
  function listPayments(query: URLSearchParams): Answer {
    const begin = query.get('begin_time');
    const total = query.get('total');
    const location = query.get('location_id');
    const limit = Math.min(Number(query.get('limit') ?? 100), 100);
    const offset = Number(query.get('cursor') ?? 0);
    let found = payments.filter(
      (p) =>
        (!begin || p.createdAt >= begin) &&
        (!total || p.amount === Number(total)) &&
        (!location || p.locationId === location),
    );
    if (query.get('sort_order') !== 'ASC') found = [...found].reverse();
    const page = found.slice(offset, offset + limit);
    const more = offset + limit < found.length;
    return {
      status: 200,
      body: {
        payments: page.map((p) => ({ ...p.wire, status: p.status })),
        ...(more ? { cursor: String(offset + limit) } : {}),
      },
    };
  }

  /** POST /v2/payments/{id}/cancel: voids a payment that was approved and not completed. */
  function cancelPayment(id: string): Answer {
    const payment = payments.find((p) => p.id === id);
    if (!payment) return notFound('Payment not found.', 'payment_id');
    if (payment.status !== 'APPROVED') {
      return invalid('PAYMENT_NOT_CANCELABLE', `Payment ${id} is ${payment.status}.`, 'payment_id');
    }
    payment.status = 'CANCELED';
    return { status: 200, body: { payment: { ...payment.wire, status: payment.status } } };
  }

  const posts: Record<string, (body: unknown) => Answer> = {
    '/v2/customers': createCustomer,
    '/v2/cards': createCard,
    '/v2/payments': createPayment,
    '/v2/refunds': refundPayment,
  };

  /** Same key and same body: the first answer again; same key, other body: refused, nothing happens. */
  function answerPost(path: string, body: unknown, handler: (body: unknown) => Answer): Answer {
    const key = z.object({ idempotency_key: z.string() }).safeParse(body);
    if (!key.success) return handler(body);
    const slot = `${path} ${key.data.idempotency_key}`;
    const canonical = JSON.stringify(body);
    const seen = replays.get(slot);
    if (seen) {
      if (seen.body === canonical) return seen.answer;
      return invalid(
        'IDEMPOTENCY_KEY_REUSED',
        'The idempotency key was already used with a different request.',
        'idempotency_key',
      );
    }
    const answer = handler(body);
    replays.set(slot, { body: canonical, answer });
    return answer;
  }

  function route(req: IncomingMessage, path: string, body: unknown, query: URLSearchParams): Answer {
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return fail(401, {
        category: 'AUTHENTICATION_ERROR',
        code: 'UNAUTHORIZED',
        detail: 'This request could not be authorized.',
      });
    }
    const handler = posts[path];
    if (req.method === 'POST' && handler) return answerPost(path, body, handler);
    if (req.method === 'GET' && path === '/v2/payments') return listPayments(query);
    const cancel = /^\/v2\/payments\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel?.[1]) return cancelPayment(decodeURIComponent(cancel[1]));
    return notFound(`No route for ${req.method ?? '?'} ${path}.`);
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(res: ServerResponse, answer: Answer): void {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      body = raw;
    }
    const record: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '/',
      headers: req.headers,
      body,
      answer: 0,
    };
    requests.push(record);
    const at = failures.findIndex((f) => f.path === undefined || f.path === path);
    const failure = at === -1 ? undefined : failures.splice(at, 1)[0]?.failure;
    if (typeof failure === 'number') {
      record.answer = failure;
      return send(
        res,
        fail(failure, { category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'Simulated failure.' }),
      );
    }
    const answer =
      typeof body === 'string'
        ? invalid('BAD_REQUEST', 'The body is not valid JSON.')
        : route(req, path, body, new URL(req.url ?? '/', 'http://fake').searchParams);
    if (failure === 'hang') {
      record.answer = 'hang';
      return;
    }
    record.answer = answer.status;
    send(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: String(error) }],
        }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken,
    locationId,
    requests,
    payments,
    failNext(failure, path) {
      failures.push({ failure, path });
    },
    useClock(next) {
      clock = next;
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

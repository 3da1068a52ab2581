// One check at the edge for text no field can hold: NUL bytes, unpaired surrogates, other control characters, and
// nesting deeper than any contract has. It sees every parsed request (path parameters, query string, body and the
// headers we keep), so no route can forget it; PostgreSQL refuses NUL in text and both in JSON, which was a 500.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** What a refused field is told. */
export const HOSTILE_TEXT_MESSAGE =
  'contains a character that is not allowed (a control character or a broken one)';
export const TOO_DEEP_MESSAGE = 'is nested too deeply';

/** No contract nests deeper than a few levels; JSON this deep is an attack on recursive code. */
export const MAX_NESTING = 16;

/** Request headers that are stored or shown somewhere, checked like fields. */
const CHECKED_HEADERS = ['user-agent', 'referer', 'idempotency-key'] as const;

/**
 * C0 controls except tab, line feed and carriage return, DEL, and a surrogate that is not half of a pair (\p{Cs}
 * with the u flag matches only those): no text a person types contains them.
 */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** Printable ASCII, tab and line breaks: most text, told apart without the slower Unicode-aware pattern. */
const PLAIN = /^[\t\n\r\x20-\x7e]*$/;

/** Whether a string is text a field may hold. */
export function isAcceptableText(value: string): boolean {
  return PLAIN.test(value) || !NOT_TEXT.test(value);
}

export interface HostileTextProblem {
  /** The field's path (`name`, `subscriptionData.email`, `items.0`), or the part's name for a bare value. */
  field: string;
  message: string;
}

/**
 * The first problem in a parsed value, walked without recursion so that no depth of nesting can overflow the stack.
 * Keys are checked as well as values.
 */
export function findHostileText(value: unknown, part: string): HostileTextProblem | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const fieldOf = (path: string[]) => (path.length > 0 ? path.join('.') : part);
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (!isAcceptableText(current)) return { field: fieldOf(path), message: HOSTILE_TEXT_MESSAGE };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_NESTING) return { field: fieldOf(path), message: TOO_DEEP_MESSAGE };
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, child] of entries) {
      const childPath = [...path, String(key)];
      if (typeof key === 'string' && !isAcceptableText(key)) {
        return { field: fieldOf([...path, '(key)']), message: HOSTILE_TEXT_MESSAGE };
      }
      stack.push({ value: child, path: childPath });
    }
  }
  return undefined;
}

function problemOf(request: FastifyRequest): HostileTextProblem | undefined {
  for (const header of CHECKED_HEADERS) {
    const value = request.headers[header];
    if (value !== undefined && findHostileText(value, header)) {
      return { field: header, message: HOSTILE_TEXT_MESSAGE };
    }
  }
  return (
    findHostileText(request.params, 'params') ??
    findHostileText(request.query, 'query') ??
    findHostileText(request.body, 'body')
  );
}

/** Refuses, before any validation or handler, a request carrying text no field may hold: 400 naming the field. */
export function registerHostileTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = problemOf(request);
    if (!problem) return done();
    done(
      new AppError('VALIDATION', `Invalid ${problem.field}: ${problem.message}`, {
        [problem.field]: problem.message,
      }),
    );
  });
}

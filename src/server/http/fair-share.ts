// One signed-in account's requests are served a few at a time, so that one person (or a script with their token)
// opening many connections cannot take the whole event loop, and the memory of many large answers, from everyone
// else: the rest wait their turn without costing anything, and past a queue of them the answer is 429.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AbuseLimits } from './abuse-limits';
import { AppError } from './app-error';

export const TOO_MANY_AT_ONCE_MESSAGE =
  'Too many requests at once from this account. Please try again in a moment.';

interface Turns {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Runs `then` once the exchange is over (answer sent or client gone), at once if it already is. `on`, as a response
 * closes once: with `once`, the server promoted 1.2-2.0 MB to the old generation at each young collection, whose
 * pauses were 5-8 ms instead of under 1 ms (issue 18); with `on`, nothing. Likely V8 came to allocate Node's
 * once-wrappers straight in the old generation, each then keeping its finished response alive for two collections.
 */
function whenClosed(reply: FastifyReply, then: () => void): void {
  if (reply.raw.destroyed) then();
  else reply.raw.on('close', then);
}

export function registerFairShare(
  app: FastifyInstance,
  limits: Pick<AbuseLimits, 'requestsAtOncePerAccount' | 'requestsWaitingPerAccount'>,
): void {
  const byAccount = new Map<number, Turns>();

  /** A finished request hands its turn to the first in line, or gives it back. */
  function release(userId: number, turns: Turns): void {
    const next = turns.waiting.shift();
    if (next) return next();
    turns.running -= 1;
    if (turns.running === 0) byAccount.delete(userId);
  }

  // Registered after access control, which has put the caller on the request; public calls are not counted.
  // A callback hook: a request with a turn free goes on without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    // A write that checks its own session (decision 0046) takes its turn as the user its signed token names.
    const userId = request.auth?.userId ?? request.sessionInWrite?.userId;
    if (userId === undefined) return done();
    let turns = byAccount.get(userId);
    if (!turns) {
      turns = { running: 0, waiting: [] };
      byAccount.set(userId, turns);
    }
    const mine = turns;
    if (mine.running < limits.requestsAtOncePerAccount) {
      mine.running += 1;
      whenClosed(reply, () => release(userId, mine));
      return done();
    }
    if (mine.waiting.length >= limits.requestsWaitingPerAccount) {
      return done(new AppError('RATE_LIMITED', TOO_MANY_AT_ONCE_MESSAGE, undefined, { 'retry-after': '1' }));
    }
    const turn = () => {
      whenClosed(reply, () => release(userId, mine));
      done();
    };
    mine.waiting.push(turn);
    // A client that leaves while waiting gives up its place; its request is never served.
    whenClosed(reply, () => {
      const at = mine.waiting.indexOf(turn);
      if (at >= 0) mine.waiting.splice(at, 1);
    });
  });
}

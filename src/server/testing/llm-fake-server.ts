// A small fake of an OpenAI-compatible chat completions API on 127.0.0.1 for tests: it rewords, or misbehaves on cue.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** ok: rewords each item ("Reworded: ..."); numbers: rewords with a number of its own; bad: answers prose; error: 500; hang: never answers. */
export type LlmFakeMode = 'ok' | 'numbers' | 'bad' | 'error' | 'hang';

export interface LlmFakeServer {
  /** http://127.0.0.1:port/v1 */
  readonly baseUrl: string;
  readonly requests: readonly { headers: IncomingHttpHeaders; body: unknown }[];
  mode: LlmFakeMode;
  close(): Promise<void>;
}

const requestSchema = z.object({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});
const itemsSchema = z.object({
  recommendations: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      actionItems: z.array(z.string()),
      estimatedImpact: z.string(),
    }),
  ),
});

export async function startLlmFakeServer(): Promise<LlmFakeServer> {
  const requests: { headers: IncomingHttpHeaders; body: unknown }[] = [];
  const hanging = new Set<() => void>();
  const state = { mode: 'ok' as LlmFakeMode };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body: unknown = JSON.parse(raw || '{}');
      requests.push({ headers: req.headers, body });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if (state.mode === 'hang') {
        const end = () => res.destroy();
        hanging.add(end);
        return;
      }
      if (state.mode === 'error') return void res.writeHead(500).end('{"error":"overloaded"}');
      const parsed = requestSchema.parse(body);
      const user = parsed.messages.find((m) => m.role === 'user')?.content ?? '{}';
      const items = itemsSchema.parse(JSON.parse(user)).recommendations;
      const content =
        state.mode === 'bad'
          ? 'Sure! Here are some friendly tips for you.'
          : JSON.stringify({
              recommendations: items.map((item) => ({
                title: `Reworded: ${item.title}`,
                description:
                  state.mode === 'numbers'
                    ? `Eat 9999 kcal more. ${item.description}`
                    : `In short: ${item.description}`,
                actionItems: item.actionItems,
                estimatedImpact: item.estimatedImpact,
              })),
            });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: parsed.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: LlmFakeMode) {
      state.mode = mode;
    },
    async close() {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Asks an OpenAI-compatible chat completions API to reword the engine's findings; any failure keeps the engine's words.
import { z } from 'zod';
import { llmRewordingSchema, type LlmRewording } from '../../../contracts/nutrition';
import type { LlmConfig } from './llm-config';

/** The words of one finding a model may change; numbers, priority and focus stay the engine's. */
export interface Wording {
  title: string;
  description: string;
  actionItems: string[];
  estimatedImpact: string;
}

export interface InsightRewriter {
  /** The findings reworded in the same order, or null when the model failed, timed out or answered badly. */
  reword(findings: readonly Wording[]): Promise<Wording[] | null>;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'You rewrite nutrition coaching notes for a subscriber of an Indian lunch service so they read warmly and clearly.',
  'Keep every number exactly as given and add no new numbers, foods claims or medical advice.',
  'Answer only JSON: {"recommendations":[{"title","description","actionItems":[...],"estimatedImpact"}]},',
  'one item per input item, in the same order.',
].join(' ');

const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

/** Whether a rewording uses only numbers the engine wrote: the model words, the engine counts. */
function keepsNumbers(original: Wording, reworded: Wording): boolean {
  const allowed = new Set(
    numbersIn(
      [original.title, original.description, original.estimatedImpact, ...original.actionItems].join(' '),
    ),
  );
  return numbersIn(
    [reworded.title, reworded.description, reworded.estimatedImpact, ...reworded.actionItems].join(' '),
  ).every((n) => allowed.has(n));
}

export function createInsightRewriter(
  config: LlmConfig,
  deps: { fetch?: typeof fetch; log?: { warn(obj: object, msg: string): void } } = {},
): InsightRewriter {
  const doFetch = deps.fetch ?? fetch;
  return {
    async reword(findings) {
      try {
        const res = await doFetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.3,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: JSON.stringify({ recommendations: findings }) },
            ],
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!res.ok) throw new Error(`model answered ${res.status}`);
        const completion = completionSchema.parse(await res.json());
        const content = completion.choices[0]?.message.content ?? '';
        const parsed: LlmRewording = llmRewordingSchema.parse(JSON.parse(content));
        if (parsed.recommendations.length !== findings.length)
          throw new Error('model answered another count');
        return findings.map((original, i) => {
          const reworded = parsed.recommendations[i];
          return reworded && keepsNumbers(original, reworded) ? reworded : original;
        });
      } catch (error) {
        deps.log?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'insight rewording failed',
        );
        return null;
      }
    },
  };
}

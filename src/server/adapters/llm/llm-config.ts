// The optional language model that rewords the insights engine's findings (an OpenAI-compatible chat completions API).
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());

export const llmEnvShape = {
  LLM_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
};

type LlmEnv = z.output<z.ZodObject<typeof llmEnvShape>>;

/** A model answer slower than this is abandoned for the engine's own words. */
export const LLM_TIMEOUT_MS = 5000;

export interface LlmConfig {
  /** e.g. https://api.openai.com/v1; /chat/completions is appended. */
  baseUrl: string;
  /** Server-side secret: never logged, never sent to the browser. Optional for local servers. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The model when LLM_BASE_URL and LLM_MODEL are set, undefined when neither is; otherwise a one-line problem. */
export function parseLlmConfig(e: LlmEnv): LlmConfig | undefined | string {
  if (!e.LLM_BASE_URL && !e.LLM_MODEL) {
    return e.LLM_API_KEY ? 'LLM_API_KEY is set without LLM_BASE_URL and LLM_MODEL' : undefined;
  }
  if (!e.LLM_BASE_URL) return 'LLM_MODEL is set without LLM_BASE_URL';
  if (!e.LLM_MODEL) return 'LLM_BASE_URL is set without LLM_MODEL';
  return {
    baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.LLM_API_KEY,
    model: e.LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
  };
}

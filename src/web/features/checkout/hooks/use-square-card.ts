// Square's card form in a container of ours: loaded and attached only in Square mode, destroyed on unmount.
import { useEffect, useRef, useState } from 'react';
import type { PaymentsConfig } from '../../../lib/site-config';
import { attachSquareCard, type SquareCard, type SquareVerificationDetails } from '../lib/square-sdk';

export type SquareCardState = 'loading' | 'ready' | 'failed';

export type TokenizeResult = { ok: true; token: string } | { ok: false; message: string };

export function useSquareCard(config: PaymentsConfig) {
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<SquareCard | null>(null);
  const [state, setState] = useState<SquareCardState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const target = container.current;
    if (config.mode !== 'square' || !target) return;
    let live = true;
    attachSquareCard(config, target).then(
      (attached) => {
        if (!live) {
          void attached.destroy();
          return;
        }
        card.current = attached;
        setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      void card.current?.destroy();
      card.current = null;
    };
  }, [config, attempt]);

  async function tokenize(details: SquareVerificationDetails): Promise<TokenizeResult> {
    if (!card.current) return { ok: false, message: 'The card form is still loading. Please try again.' };
    try {
      const result = await card.current.tokenize(details);
      if (result.status === 'OK' && result.token) return { ok: true, token: result.token };
      return {
        ok: false,
        message: result.errors?.[0]?.message ?? 'Please check your card details and try again.',
      };
    } catch {
      return { ok: false, message: 'Please check your card details and try again.' };
    }
  }

  function retry() {
    setState('loading');
    setAttempt((n) => n + 1);
  }

  return { container, state, tokenize, retry };
}

// A QR code drawn as SVG squares; the encoder (qrcode-generator) is loaded only when a code is shown, so no page's
// first load carries it, and it runs in a worker, off the page's thread (components/ui/qr-worker.ts).
import { useEffect, useState } from 'react';
import type { QrMatrix as Matrix, QrMode } from './qr-encode';

export type { QrMode } from './qr-encode';

function encodeInWorker(text: string, mode: QrMode): Promise<Matrix> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<Matrix>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The QR code worker failed'));
    });
    worker.postMessage({ text, mode });
  });
}

/** In a worker where the browser has them; on the page if not, or if the worker fails. */
async function encode(text: string, mode: QrMode): Promise<Matrix> {
  if (typeof Worker === 'function') {
    try {
      return await encodeInWorker(text, mode);
    } catch {
      // The page draws it itself.
    }
  }
  const { encodeQr } = await import('./qr-encode');
  return encodeQr(text, mode);
}

export function QrCode({
  text,
  label,
  mode = 'Byte',
  className,
}: {
  text: string;
  /** What the code holds, for screen readers. */
  label: string;
  mode?: QrMode;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<{ text: string; matrix: Matrix } | null>(null);
  useEffect(() => {
    let current = true;
    encode(text, mode).then(
      (matrix) => current && setDrawn({ text, matrix }),
      (error: unknown) => console.warn('Could not draw the QR code', error),
    );
    return () => {
      current = false;
    };
  }, [text, mode]);

  const matrix = drawn?.text === text ? drawn.matrix : null;
  if (!matrix) return <div aria-hidden="true" className={`${className ?? ''} rounded-lg bg-forest-50`} />;
  const size = matrix.length + 4;
  const path = matrix
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 2} ${y + 2}h1v1h-1z`] : [])))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#072219" />
    </svg>
  );
}

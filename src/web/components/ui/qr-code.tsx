// A QR code drawn as SVG squares; the encoder (qrcode-generator) is loaded only when a code is shown, so no page's
// first load carries it.
import { useEffect, useState } from 'react';

type Matrix = boolean[][];
/** Alphanumeric is denser for upper-case codes (pickup); Byte takes any text (an otpauth:// address). */
export type QrMode = 'Alphanumeric' | 'Byte';

async function encode(text: string, mode: QrMode): Promise<Matrix> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text, mode);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
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

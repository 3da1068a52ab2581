// The pickup code as a QR code, drawn as SVG squares; the encoder is loaded only when a code is shown.
import { useEffect, useState } from 'react';

type Matrix = boolean[][];

async function encode(text: string): Promise<Matrix> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Alphanumeric');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

export function PickupQr({ code, className }: { code: string; className?: string }) {
  const [drawn, setDrawn] = useState<{ code: string; matrix: Matrix } | null>(null);
  useEffect(() => {
    let current = true;
    encode(code).then(
      (matrix) => current && setDrawn({ code, matrix }),
      (error: unknown) => console.warn('Could not draw the pickup QR code', error),
    );
    return () => {
      current = false;
    };
  }, [code]);

  const matrix = drawn?.code === code ? drawn.matrix : null;
  if (!matrix) return <div aria-hidden="true" className={`${className ?? ''} rounded-lg bg-forest-50`} />;
  const size = matrix.length + 4;
  const path = matrix
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 2} ${y + 2}h1v1h-1z`] : [])))
    .join('');
  return (
    <svg
      role="img"
      aria-label={`QR code for pickup code ${code}`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#072219" />
    </svg>
  );
}

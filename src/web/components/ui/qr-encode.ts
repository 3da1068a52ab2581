// Encodes text as a QR code's modules (qrcode-generator): in a worker where the browser has them
// (components/ui/qr-worker.ts), else on the page.
import qrcode from 'qrcode-generator';

/** Rows of modules, dark or light. */
export type QrMatrix = boolean[][];
/** Alphanumeric is denser for upper-case codes (pickup); Byte takes any text (an otpauth:// address). */
export type QrMode = 'Alphanumeric' | 'Byte';

export function encodeQr(text: string, mode: QrMode): QrMatrix {
  const qr = qrcode(0, 'M');
  qr.addData(text, mode);
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

// Encodes a QR code off the page's thread: choosing the code's mask tries all eight and scores each, a task of
// 140 ms on a phone-speed CPU that held the dashboard's first second (issue 22).
import { encodeQr, type QrMode } from './qr-encode';

interface WorkerScope {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<{ text: string; mode: QrMode }>) => void,
  ): void;
  postMessage(message: unknown): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  scope.postMessage(encodeQr(event.data.text, event.data.mode));
});

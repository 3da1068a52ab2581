// The pickup code as a QR code (the encoder is loaded only when a code is shown).
import { QrCode } from '../../components/ui/qr-code';

export function PickupQr({ code, className }: { code: string; className?: string }) {
  return (
    <QrCode
      text={code}
      mode="Alphanumeric"
      label={`QR code for pickup code ${code}`}
      {...(className === undefined ? {} : { className })}
    />
  );
}

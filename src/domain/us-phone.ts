// US phone numbers as people type them ((469) 555-0142, 469.555.0142, +1 469 555 0142), shared by form and server.

const TYPED = /^\+?[0-9()\-.\s]+$/;

/** Ten digits (or eleven with a leading 1) whose area code and exchange start with 2-9, as the NANP numbers them. */
export function isUsPhoneNumber(value: string): boolean {
  if (!TYPED.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

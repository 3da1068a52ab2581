// The mailbox an e-mail address delivers to: what the waitlist counts once and a referral may not share.

/**
 * The mailbox an address delivers to: lower-cased, without a +tag, and for Gmail without dots, so that
 * plus-addresses of one inbox count as one.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  let box = local.split('+')[0] ?? local;
  if (domain === 'gmail.com' || domain === 'googlemail.com') box = box.replaceAll('.', '');
  return `${box}@${domain}`;
}

// Production setup notes for the operator: how to point the server at a real SMTP server, and what it does meanwhile.

const SETTINGS: [name: string, example: string, what: string][] = [
  [
    'SMTP_URL',
    'smtps://apikey:SECRET@smtp.example.com:465',
    'Where mail goes. smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start. Put the user and password in the URL (percent-encode special characters).',
  ],
  ['MAIL_FROM', 'Tiffin Fit <hello@tiffinfit.com>', 'The sender. Use an address on a domain you control.'],
  [
    'APP_ORIGIN',
    'https://tiffinfit.com',
    'Every link in every e-mail starts here, never at the address a request came in on.',
  ],
  [
    'BUSINESS_ADDRESS',
    'Tiffin Fit, Las Colinas, Irving, TX 75039',
    'The postal address printed in every footer, as the law on commercial e-mail expects.',
  ],
  [
    'CONTACT_EMAIL, CONTACT_PHONE, COMMUNITY_CHAT_URL, PICKUP_NAME, PICKUP_ADDRESS, PICKUP_TIME',
    '',
    'The contact details and pickup place the templates show.',
  ],
];

export function SmtpSetupNotes() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="overflow-x-auto rounded-3xl border border-forest-900/10 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">E-mail settings</caption>
          <thead className="bg-forest-50 text-forest-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Variable
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                What it does
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-forest-900/10">
            {SETTINGS.map(([name, example, what]) => (
              <tr key={name} className="align-top">
                <th
                  scope="row"
                  className="px-4 py-3 font-mono text-xs font-semibold break-words text-forest-950"
                >
                  {name}
                </th>
                <td className="px-4 py-3 text-ink/80">
                  {what}
                  {example ? (
                    <code className="mt-1 block rounded-lg bg-cream px-2 py-1 font-mono text-xs break-all text-forest-900">
                      {example}
                    </code>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid content-start gap-3 text-sm text-ink/80">
        <li className="rounded-2xl bg-forest-50 p-4">
          <strong className="text-forest-950">Without SMTP_URL</strong> nothing is lost: each message is
          written as an <code>.eml</code> file in <code>DATA_DIR/mail</code>, and the server log names the
          file.
        </li>
        <li className="rounded-2xl bg-forest-50 p-4">
          <strong className="text-forest-950">If the SMTP server is down</strong>, mail waits in the outbox
          and is retried after 30 s, 1, 2, 4 … 32 minutes; after 8 attempts it is marked failed with the last
          error in the e-mail log.
        </li>
        <li className="rounded-2xl bg-forest-50 p-4">
          <strong className="text-forest-950">Deliverability:</strong> publish SPF, DKIM and DMARC records for
          the sender&apos;s domain with your mail provider, and send a test copy to a Gmail and an Outlook
          inbox.
        </li>
      </ul>
    </div>
  );
}

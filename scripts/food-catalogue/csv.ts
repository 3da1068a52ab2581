// RFC 4180 rows (quoted fields, doubled quotes, commas and newlines inside quotes) and rows as records by header.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as records keyed by the header's labels (a label "Food Name; name" is keyed by what follows "; "). */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const keys = header.map((label) => label.split('; ').at(-1) ?? label);
  return rows
    .filter((row) => row.length > 1)
    .map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? ''])));
}

/** A number from a field; blank, NA or anything unreadable is 0. */
export function num(value: string | undefined): number {
  const n = Number(value);
  return value === undefined || value === '' || value === 'NA' || !Number.isFinite(n) ? 0 : n;
}

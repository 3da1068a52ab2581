// Counts in words: "1 subscriber", "2 subscribers", "0 subscribers", wherever a number is shown with its noun.

/** The noun for `count`: the singular for exactly one, else the plural (the singular and an s unless given). */
export function pluralOf(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** The count and its noun: `countOf(1, 'lunch', 'lunches')` is "1 lunch". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${pluralOf(count, singular, plural)}`;
}

// Which of a Friday's choices of specials a subscriber eats, and how many of each the kitchen cooks.

/** The key a pick is served under: the pick when the day offers it, the day's first choice otherwise (or none). */
export function servedChoiceKey(
  choices: readonly { key: string }[],
  pick: string | null | undefined,
): string | null {
  return choices.find((c) => c.key === pick)?.key ?? choices[0]?.key ?? null;
}

/** Each choice with how many eat it, the meals without a pick (or with one the day no longer offers) under the first. */
export function countChoices<C extends { key: string; label: string }>(
  choices: readonly C[],
  picks: ReadonlyMap<string | null, number>,
): { key: string; label: string; count: number }[] {
  const counts = new Map(choices.map((c) => [c.key, 0]));
  for (const [pick, n] of picks) {
    const key = servedChoiceKey(choices, pick);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + n);
  }
  return choices.map((c) => ({ key: c.key, label: c.label, count: counts.get(c.key) ?? 0 }));
}

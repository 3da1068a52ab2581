// The root of every tracker query key, so one invalidation refreshes what a change to the day or the goals touches.
export const NUTRITION_KEY = ['nutrition'] as const;

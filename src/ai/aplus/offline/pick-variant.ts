/**
 * Creativity as variation: at 0 always the first (most literal) phrasing; higher values widen the
 * range of alternatives the seeded draw may pick from.
 */
export function pickVariant<T>(options: readonly T[], creativity: number, rand: () => number): T {
  const span = Math.max(1, Math.round((options.length * creativity) / 100));
  return options[Math.min(options.length - 1, Math.floor(rand() * span))]!;
}

/** Seeded randomness for the offline generator: same listing + settings → same draft. */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Creativity as variation: at 0 always the first (most literal) phrasing; higher values widen the
 * range of alternatives the seeded draw may pick from.
 */
export function pickVariant<T>(options: readonly T[], creativity: number, rand: () => number): T {
  const span = Math.max(1, Math.round((options.length * creativity) / 100));
  return options[Math.min(options.length - 1, Math.floor(rand() * span))]!;
}

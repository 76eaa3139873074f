/** A random-number function returning floats in [0, 1). */
export type Rand = () => number;

/** mulberry32: a tiny, fast, deterministic 32-bit PRNG, so seed data and generated images are repeatable. */
export function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

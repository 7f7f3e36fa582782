const STEPS = 4;

/**
 * The revenue chart's vertical scale: five round figures from 0 whose top is at or above the
 * highest day (100 when nothing was earned, so the empty chart still has a scale).
 */
export function revenueTicks(highest: number): number[] {
  let step = 25;
  if (highest > 0) {
    const rough = highest / STEPS;
    const magnitude = 10 ** Math.floor(Math.log10(rough));
    const nice = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= rough) ?? 10;
    step = nice * magnitude;
  }
  return Array.from({ length: STEPS + 1 }, (_, i) => i * step);
}

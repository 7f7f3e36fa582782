/** Simulated people's choices. */
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
export const chance = (p: number) => Math.random() < p;

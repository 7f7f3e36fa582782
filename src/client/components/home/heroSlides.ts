/** Each slide's backdrop by position: soft gradients in the shop's palette (presentation only). */
export const slideLooks = [
  { backdrop: 'from-pearl via-ivory to-gold-light/60', glow: 'bg-gold-light/70' },
  { backdrop: 'from-[#f6ece9] via-ivory to-[#ead3cc]', glow: 'bg-[#efd5cd]' },
  { backdrop: 'from-[#eef1f4] via-ivory to-[#d9e0e8]', glow: 'bg-[#dde4ec]' },
] as const;

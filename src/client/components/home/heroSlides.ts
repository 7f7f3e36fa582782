import type { Product } from '../../lib/trpc';
import { isBridal, isEarring, isNecklace } from './showcasePictures';

export interface HeroSlide {
  title: string;
  subtitle: string;
  offer: string;
  /** Pounds: shown as 'From £…'. */
  fromPrice: number;
  /** Which catalogue picture suits the slide. */
  suits: (product: Product) => boolean;
  /** The slide's backdrop: a soft gradient in the shop's palette. */
  backdrop: string;
  glow: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    title: 'The Bridal Edit',
    subtitle: 'Engagement rings and wedding bands, hallmarked in Britain',
    offer: 'Up to 20% off',
    fromPrice: 450,
    suits: isBridal,
    backdrop: 'from-pearl via-ivory to-gold-light/60',
    glow: 'bg-gold-light/70',
  },
  {
    title: 'Heirloom Necklaces',
    subtitle: 'Pendants and fine chains in solid gold, made to be handed down',
    offer: 'New season',
    fromPrice: 295,
    suits: isNecklace,
    backdrop: 'from-[#f6ece9] via-ivory to-[#ead3cc]',
    glow: 'bg-[#efd5cd]',
  },
  {
    title: 'Everyday Sparkle',
    subtitle: 'Studs, hoops and drops to wear from morning meetings to midnight',
    offer: 'Sale up to 30% off',
    fromPrice: 120,
    suits: isEarring,
    backdrop: 'from-[#eef1f4] via-ivory to-[#d9e0e8]',
    glow: 'bg-[#dde4ec]',
  },
];

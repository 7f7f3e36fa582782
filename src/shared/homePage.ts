/** One hero slide as the owner writes it (Shop Information › Home page). */
export interface HomeSlideSettings {
  title: string;
  subtitle: string;
  offer: string;
  /** An uploaded picture; '' shows the first piece of what the link lists. */
  image: string;
  /** A listing address such as /products?category=necklaces. */
  link: string;
}

/** One offer banner as the owner writes it; its sale percentage is worked out, never typed. */
export interface HomeBannerSettings {
  label: string;
  link: string;
}

export interface HomePageSettings {
  slides: HomeSlideSettings[];
  banners: HomeBannerSettings[];
}

/**
 * Spec §3 Home's banners, and slides whose offers promise nothing the shop does not give (none
 * names engraving, free delivery or a discount, which a shop may not offer: src/shared/homeOffers.ts).
 * (No imports: the footer's fallback shop information carries this, in the first visit's scripts.)
 */
export const defaultHomePage: HomePageSettings = {
  slides: [
    {
      title: 'The Bridal Edit',
      subtitle: 'Engagement rings, wedding bands and pearls for the day, hallmarked in Britain',
      offer: 'For the big day',
      image: '',
      link: '/products?tag=bridal',
    },
    {
      title: 'Heirloom Necklaces',
      subtitle: 'Pendants and fine chains in solid gold, made to be handed down',
      offer: 'New season',
      image: '',
      link: '/products?category=necklaces',
    },
    {
      title: 'Everyday Sparkle',
      subtitle: 'Studs, hoops and drops to wear from morning meetings to midnight',
      offer: 'Insured UK delivery',
      image: '',
      link: '/products?category=earrings',
    },
  ],
  banners: [
    { label: 'Small design Rings', link: '/products?category=small-design-rings' },
    { label: 'White gold rings', link: '/products?category=rings&material=white-gold' },
    { label: 'Platinum Rings', link: '/products?category=rings&material=platinum' },
  ],
};

/** What the storefront shows for one slide: the owner's words and what the shop really asks. */
export interface HomeSlide extends Omit<HomeSlideSettings, 'image'> {
  image: string | null;
  /** Pounds: the lowest price in what the link lists; null when it lists nothing. */
  fromPrice: number | null;
}

export interface HomeBanner extends HomeBannerSettings {
  image: string | null;
  /** The largest reduction (whole percent, rounded down) in what the link lists; null: none. */
  salePercent: number | null;
  /** Every piece listed is reduced by that much ('Sale 20%' rather than 'Sale up to 20%'). */
  saleOnEvery: boolean;
}

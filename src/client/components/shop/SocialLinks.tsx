import type { ShopInfo } from '../../lib/trpc';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  PinterestIcon,
  TwitterIcon,
} from '../ui/BrandIcons';

type Network = keyof ShopInfo['socialMedia'];

const brands: Record<Network, { label: string; Icon: typeof FacebookIcon }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  twitter: { label: 'Twitter', Icon: TwitterIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  pinterest: { label: 'Pinterest', Icon: PinterestIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
};

const tones = {
  light: 'border-ink/10 text-stone hover:border-gold hover:text-gold-dark',
  dark: 'border-ivory/20 text-ivory/80 hover:border-gold hover:text-gold-light',
};

/** Icon links to the shop's social pages, each shown only if the shop has set it. */
export function SocialLinks({
  socialMedia,
  networks,
  tone = 'light',
}: {
  socialMedia: ShopInfo['socialMedia'];
  networks: Network[];
  tone?: keyof typeof tones;
}) {
  const present = networks.filter((network) => socialMedia[network]);
  if (!present.length) return null;
  return (
    <ul className="flex gap-2">
      {present.map((network) => {
        const { label, Icon } = brands[network];
        return (
          <li key={network}>
            <a
              href={socialMedia[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              className={`flex size-10 items-center justify-center rounded-full border transition ${tones[tone]}`}
            >
              <Icon className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

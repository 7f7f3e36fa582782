import type { ShopInfo } from '../../lib/trpc';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../ui/BrandIcons';

const networks = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
] as const;

/** The About page's social links: each shown only if the shop has set it. */
export function SocialLinks({ socialMedia }: { socialMedia: ShopInfo['socialMedia'] }) {
  const present = networks.filter((n) => socialMedia[n.key]);
  if (!present.length) return null;
  return (
    <ul className="flex gap-2">
      {present.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={socialMedia[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="flex size-10 items-center justify-center rounded-full border border-ink/10 text-stone transition hover:border-gold hover:text-gold-dark"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

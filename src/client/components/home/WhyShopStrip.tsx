import { Gem, RotateCcw, Truck } from 'lucide-react';
import { useShopInfo } from '../layout/useShopInfo';

/**
 * The shop's promises, just under the hero where a first-time visitor looks for reassurance. The
 * returns promise is the Shop Information setting the Returns policy reads too (decision 058).
 */
export function WhyShopStrip() {
  const days = useShopInfo().info.returnWindowDays;
  const promises = [
    {
      icon: Truck,
      title: 'Insured UK delivery',
      text: 'Tracked, and insured to the value of every piece over £100',
    },
    { icon: Gem, title: 'Hallmarked in Britain', text: 'Assayed precious metals you can trust' },
    {
      icon: RotateCcw,
      title: `${days}-day returns`,
      text: `Changed your mind? Return it within ${days} days of delivery`,
    },
  ];
  return (
    <section aria-label="Why shop with us" className="border-y border-gold/15 bg-white">
      <ul className="container-page grid gap-6 py-8 sm:grid-cols-3 sm:gap-4">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-4 sm:justify-center">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-pearl text-gold-dark">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-display text-lg font-semibold text-ink">{title}</span>
              <span className="block text-sm text-stone">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

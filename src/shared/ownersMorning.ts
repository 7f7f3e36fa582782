/*
 * The owner's morning (issue 29): what the dashboard's to-do list and the admin menu's counts
 * show, and the Royal Mail Click & Drop service codes of the orders to send.
 */
import { addDays, londonDay, type DateLike } from './londonTime';

/** Items each to-do group lists by name; the rest are behind its link. */
export const TODO_FIRST_ITEMS = 5;
/** A review this recent counts as new for the owner to read. */
export const NEW_REVIEW_DAYS = 7;
/** The admin menu's counts are asked again at most this often while the owner does nothing. */
export const TODO_REFRESH_MS = 60_000;
/**
 * The Consumer Contracts Regulations 2013: a refund within 14 days of the goods coming back. The
 * day is counted from when the owner marked the return received.
 */
export const REFUND_DUE_DAYS = 14;

/** The London day by which a return received then must be refunded. */
export const refundDueBy = (receivedAt: DateLike) =>
  addDays(londonDay(receivedAt), REFUND_DUE_DAYS);

/** "3 hours", "2 days": how long something has waited, for a list read at a glance. */
export function waitedFor(since: DateLike, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 48 * 60) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / (24 * 60)), 'day');
}

/** The admin menu's words for a count: "3 orders to send". */
export const countLabel = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/**
 * Royal Mail's service codes for Click & Drop's import, by the order's delivery service and the
 * cover it was sold with. Special Delivery Guaranteed by 1pm is SD1 (£750 cover), SD2 (£1,000),
 * SD3 (£2,500); by 9am SD4, SD5, SD6 with the same steps. The step is the cover the order bought,
 * and never less than what its pieces are worth. Tracked 48 is TPS48, Tracked 24 TPN24. An unknown
 * service is left blank, so Click & Drop's own shipping rules choose.
 */
const SPECIAL_DELIVERY_COVER = [
  { coverPence: 750_00, by1pm: 'SD1', by9am: 'SD4' },
  { coverPence: 1000_00, by1pm: 'SD2', by9am: 'SD5' },
  { coverPence: 2500_00, by1pm: 'SD3', by9am: 'SD6' },
] as const;

export function clickAndDropServiceCode(parcel: {
  service: string;
  coverPence: number | null;
  valuePence: number;
}): string {
  const name = parcel.service.toLowerCase();
  if (name.includes('special delivery')) {
    const needed = Math.max(parcel.coverPence ?? 0, parcel.valuePence);
    // Above £2,500 the top step: the delivery rules offer only courier or collection there.
    const tier =
      SPECIAL_DELIVERY_COVER.find((t) => needed <= t.coverPence) ?? SPECIAL_DELIVERY_COVER[2];
    return name.includes('9am') ? tier.by9am : tier.by1pm;
  }
  if (/tracked\s*48/.test(name)) return 'TPS48';
  if (/tracked\s*24/.test(name)) return 'TPN24';
  return '';
}

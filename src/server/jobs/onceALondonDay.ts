import { londonDay, londonMinutes } from '../../shared/londonTime';

/**
 * A background round for work done once a London day from `hour` (the owner's morning mails):
 * `sendIfDue` claims the day itself, in the database, so several instances agree; once a day is
 * settled here, claimed by this instance or another, the rest of its rounds ask nothing.
 */
export function onceALondonDay<T>(hour: number, sendIfDue: (now: Date) => Promise<T>) {
  let settledDay: string | null = null;
  return async (now = new Date()): Promise<T | null> => {
    if (londonDay(now) === settledDay || londonMinutes(now) < hour * 60) return null;
    const sent = await sendIfDue(now);
    settledDay = londonDay(now);
    return sent;
  };
}

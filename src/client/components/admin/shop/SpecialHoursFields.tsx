import { Plus, Trash2 } from 'lucide-react';
import { addDays, formatLongDay, londonDay } from '../../../../shared/londonTime';
import { MAX_SPECIAL_HOURS, type SpecialHoursEntry } from '../../../../shared/specialHours';
import { TextField } from '../../form/TextField';
import { CheckboxField } from '../products/CheckboxField';

/**
 * Days with their own hours or closed (bank holidays, Christmas), beside the weekly hours; saved
 * with them. Times are 24-hour (the browser's time picker); a new day starts tomorrow, closed.
 */
export function SpecialHoursFields({
  entries,
  onChange,
}: {
  entries: SpecialHoursEntry[];
  onChange: (entries: SpecialHoursEntry[]) => void;
}) {
  const today = londonDay(new Date());
  const change = (index: number, patch: Partial<SpecialHoursEntry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const add = () => {
    const taken = new Set(entries.map((entry) => entry.date));
    let date = addDays(today, 1);
    while (taken.has(date)) date = addDays(date, 1);
    onChange([...entries, { date, isClosed: true, openTime: '', closeTime: '', note: '' }]);
  };
  return (
    <section aria-labelledby="special-hours-heading" className="mt-8 border-t border-ink/10 pt-6">
      <h2 id="special-hours-heading" className="text-xl">
        Special opening hours
      </h2>
      <p className="mt-1 text-sm text-stone">
        Bank holidays, Christmas and other days with their own hours. They show on the About and
        store pages, and the Open Now badge follows them.
      </p>
      {entries.length > 0 && (
        <ul className="mt-4 divide-y divide-ink/10">
          {entries.map((entry, index) => {
            const name = entry.date ? formatLongDay(entry.date) : `Special day ${index + 1}`;
            return (
              <li key={index} className="py-4">
                <div
                  role="group"
                  aria-label={name}
                  className="grid grid-cols-2 items-end gap-x-4 gap-y-3 sm:grid-cols-[11rem_7rem_7rem_1fr_auto_auto]"
                >
                  <TextField
                    label="Date"
                    name={`special-${index}-date`}
                    aria-label={`${name} date`}
                    type="date"
                    min={today}
                    required
                    className="col-span-2 sm:col-span-1"
                    value={entry.date}
                    onChange={(event) => change(index, { date: event.target.value })}
                  />
                  {!entry.isClosed ? (
                    <>
                      <TextField
                        label="Opens"
                        name={`special-${index}-open`}
                        type="time"
                        aria-label={`${name} opening time`}
                        value={entry.openTime}
                        onChange={(event) => change(index, { openTime: event.target.value })}
                      />
                      <TextField
                        label="Closes"
                        name={`special-${index}-close`}
                        type="time"
                        aria-label={`${name} closing time`}
                        value={entry.closeTime}
                        onChange={(event) => change(index, { closeTime: event.target.value })}
                      />
                    </>
                  ) : (
                    <p className="col-span-2 pb-3 text-sm text-stone">Closed all day</p>
                  )}
                  <TextField
                    label="Note"
                    name={`special-${index}-note`}
                    aria-label={`${name} note`}
                    placeholder="Bank holiday"
                    maxLength={100}
                    className="col-span-2 sm:col-span-1"
                    value={entry.note}
                    onChange={(event) => change(index, { note: event.target.value })}
                  />
                  <CheckboxField
                    label="Closed"
                    aria-label={`${name} closed`}
                    className="pb-3"
                    checked={entry.isClosed}
                    onChange={(event) =>
                      change(index, {
                        isClosed: event.target.checked,
                        ...(!event.target.checked &&
                          !entry.openTime && { openTime: '10:00', closeTime: '16:00' }),
                      })
                    }
                  />
                  <button
                    type="button"
                    className="btn-outline justify-self-end"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(entries.filter((_, i) => i !== index))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="btn-outline mt-4"
        disabled={entries.length >= MAX_SPECIAL_HOURS}
        onClick={add}
      >
        <Plus className="size-4" aria-hidden />
        Add a special day
      </button>
    </section>
  );
}

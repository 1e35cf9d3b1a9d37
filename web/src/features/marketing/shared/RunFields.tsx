import { type FieldWiring, InputField } from '../../../components/kit';
import { localInputToIso, toLocalInput } from '../format';

// A campaign's or presale's run, from its start to its end: the form's text, its fields and the request's times.

const DAY = 24 * 60 * 60 * 1000;

/** `days` after `now` as a datetime-local input's text (a form's default end). */
export function daysAhead(now: number, days: number): string {
  return toLocalInput(now + days * DAY);
}

/** A new record's run as its form's text: from now until `days` days ahead. */
export function runFromNow(days: number) {
  const now = Date.now();
  return { startsAt: toLocalInput(now), endsAt: daysAhead(now, days) };
}

/** The run's text as the request's ISO times ('' for a blank one, which the schema reports). */
export function runBody(f: { startsAt: string; endsAt: string }) {
  return { startsAt: localInputToIso(f.startsAt) ?? '', endsAt: localInputToIso(f.endsAt) ?? '' };
}

/** The run's two fields: when it starts and when it ends. */
export function RunFields({ field }: { field: (name: 'startsAt' | 'endsAt') => FieldWiring }) {
  return (
    <>
      <InputField label="Starts" type="datetime-local" {...field('startsAt')} />
      <InputField label="Ends" type="datetime-local" {...field('endsAt')} />
    </>
  );
}

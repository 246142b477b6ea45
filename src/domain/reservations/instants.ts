import * as v from 'valibot';

/**
 * An ISO instant WITH its offset (`2026-12-01T19:00:00.000Z`, `2026-12-01T16:00:00-03:00`). The
 * offset is required: the database reads these texts as timestamptz in an IMMUTABLE function
 * (033_reservations.sql), which is only true when the text names its own offset (no session
 * time zone read) and is never a special word such as `now`.
 */
export const INSTANT_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export const isInstantWithOffset = (s: string): boolean => INSTANT_WITH_OFFSET.test(s) && Number.isFinite(Date.parse(s));

const capital = (what: string): string => what.replace(/^(o|a) /, '').replace(/^./, (c) => c.toUpperCase());

/** A required instant with offset: instant('o início') → "Informe o início." / "Início inválido: …". */
export const instant = (what: string) =>
  v.pipe(
    v.string(`Informe ${what}.`),
    v.check(isInstantWithOffset, `${capital(what)} inválido: use data e hora ISO com fuso (ex.: 2026-12-01T19:00:00-03:00).`),
  );

export const optionalInstantWithOffset = (what: string) => v.nullish(instant(what));

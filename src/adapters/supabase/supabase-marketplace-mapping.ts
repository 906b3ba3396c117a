/** PostgREST answers 400 (22P02) for an id that is not a uuid; a link with such an id is simply not found. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A search term matched literally inside an ILIKE pattern: %, _ and \ lose their meaning. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;


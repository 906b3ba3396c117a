/** The sports a pro can coach (the catalogue the marketplace filters on). */
export const SPORTS = [
  'Tennis',
  'Golf',
  'Running',
  'Swimming',
  'Basketball',
  'Soccer',
  'Baseball',
  'Volleyball',
  'Climbing',
  'Weightlifting',
  'Skiing',
  'Snowboarding',
  'Cycling',
  'Boxing',
  'Gymnastics',
  'Skateboarding',
] as const;

export type Sport = (typeof SPORTS)[number];

export const isSport = (value: string): value is Sport => (SPORTS as readonly string[]).includes(value);

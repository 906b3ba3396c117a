/** The one theme: colours, spacing, type scale, radii. */
export const theme = {
  colors: {
    brand: '#0b6bcb',
    brandStrong: '#084f96',
    brandSoft: '#e6f0fb',
    text: '#17212b',
    textMuted: '#4d5b69',
    surface: '#ffffff',
    background: '#f5f7fa',
    /** Decorative lines: card edges, separators. Not for the edge of something a person must find (WCAG 1.4.11). */
    border: '#d4dbe3',
    /** The edge of a field a person types in or picks from: 3.8:1 on surface, 3.5:1 on background (≥ 3:1, WCAG 1.4.11). */
    inputBorder: '#7a8592',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    success: '#1e7a3c',
    successSoft: '#e7f5ec',
    info: '#0b6bcb',
    /** The keyboard focus ring: 5.0:1 on surface, 4.7:1 on background (≥ 3:1, WCAG 1.4.11 and 2.4.7). */
    focus: '#b45309',
    /** Text on a brand or danger background. */
    onBrand: '#ffffff',
    warning: '#8a4b08',
    warningSoft: '#fdf3e1',
    neutralSoft: '#eef1f5',
    /** Behind a picture or a video while it loads. */
    mediaBackdrop: '#17212b',
  },
  /**
   * A status badge's look by tone: its text and icon on its soft background, every pair ≥ 4.5:1
   * (WCAG 1.4.3; tests/ui/kit/status-badge.test.tsx measures them).
   */
  tone: {
    neutral: { text: '#4d5b69', background: '#eef1f5' },
    info: { text: '#084f96', background: '#e6f0fb' },
    warning: { text: '#8a4b08', background: '#fdf3e1' },
    success: { text: '#1e7a3c', background: '#e7f5ec' },
    danger: { text: '#b3261e', background: '#fdecea' },
  },
  /** A generated avatar's background, picked by the person's id; white initials on each are ≥ 4.5:1. */
  avatarColours: ['#0b6bcb', '#1e7a3c', '#b3261e', '#6b3fa0', '#8a4b08', '#0f766e', '#9d174d', '#3f4f8f'],
  /** Icon and avatar sizes: an icon beside text (sm, md), an avatar in a list (md), on a card (lg), heading a page (xl). */
  icon: { sm: '16px', md: '20px', lg: '24px' },
  avatar: { sm: '32px', md: '40px', lg: '56px', xl: '96px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 3px rgba(23, 33, 43, 0.12), 0 1px 2px rgba(23, 33, 43, 0.08)', media: '0 8px 24px rgba(23, 33, 43, 0.18)' },
  /** `md` from 720 px up and `lg` from 960 px up; `narrow` (a phone) and `belowLg` (a phone or a tablet) below each, for what only smaller screens lay out differently. */
  breakpoint: { md: '@media (min-width: 720px)', lg: '@media (min-width: 960px)', narrow: '@media (max-width: 719.98px)', belowLg: '@media (max-width: 959.98px)' },
  /** How wide a page's content may grow. */
  width: { narrow: '480px', normal: '880px', dialog: '560px', page: '1200px', sideNav: '200px', tile: '260px', stat: '150px', field: '12rem' },
  /**
   * A grid column the width of its box that may shrink below its longest word, so a long name or
   * link breaks instead of widening the page (an implicit column grows to that word). Every
   * one-column grid of the kit says it, and every column of a grid that must not outgrow its box.
   */
  column: 'minmax(0, 1fr)',
  /** `count` equal columns of that kind: side by side, none outgrows its share for a long word. */
  columns: (count: number) => `repeat(${count}, minmax(0, 1fr))`,
  /** The smallest thing a finger should have to hit. */
  touchTarget: '44px',
  /** The least height of a line that opens something (a disclosure's summary). */
  summaryHeight: '32px',
} as const;

export type Theme = typeof theme;

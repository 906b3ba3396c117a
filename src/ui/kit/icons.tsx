import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The kit's icons: inline SVG on a 24-unit grid, stroked in the text's colour (currentColor), one
 * named export each so a page's chunk carries only the icons it uses. Decorative by default
 * (aria-hidden: the text beside it says the same); give `label` when the icon stands alone.
 */
export interface IconProps {
  readonly size?: keyof typeof theme.icon;
  /** The icon's accessible name when no text beside it says what it means. */
  readonly label?: string;
}

const iconStyles = css`flex: none; vertical-align: middle;`;

function Icon({ size = 'md', label, children }: IconProps & { children: ReactNode }) {
  const side = theme.icon[size];
  return (
    <svg
      viewBox="0 0 24 24"
      width={side}
      height={side}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      css={iconStyles}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

export const UploadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5v14M16 5v14" strokeWidth={3.5} />
  </Icon>
);

export const StepBackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 6l-8 6 8 6zM6 6v12" />
  </Icon>
);

export const StepForwardIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l8 6-8 6zM18 6v12" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l2.9 5.9 6.5.9-4.7 4.5 1.1 6.4L12 17.7l-5.8 3 1.1-6.4-4.7-4.5 6.5-.9z" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
  </Icon>
);

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </Icon>
);

export const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5L2.5 20h19zM12 10v4M12 17h.01" />
  </Icon>
);

export const VideoIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10.5l5-3v9l-5-3" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const ListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
);

/** Drawing on a clip (a draft being written, a pro at work). */
export const PenIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20l1-4L16 5l3 3L8 19zM14 7l3 3" />
  </Icon>
);

/** Money given back. */
export const RefundIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
  </Icon>
);

/** Something stopped (cancelled, withdrawn). */
export const BlockedIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M6 6l12 12" />
  </Icon>
);

export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />
  </Icon>
);

export const MoneyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
  </Icon>
);

// The icon's box is one line high (its drawing centred in it), so it sits on the first line of text that wraps.
const withIconStyles = css`display: inline-flex; align-items: flex-start; gap: ${theme.space.xs}; & > svg { height: 1lh; }`;
const iconTones = { text: null, brand: css`& > svg { color: ${theme.colors.brand}; }`, success: css`& > svg { color: ${theme.colors.success}; }` };

/** Words led by an icon, kept together (a fact, a promise, a menu entry); `tone` colours the icon alone. */
export function WithIcon({ icon, tone = 'text', children }: { icon: ReactNode; tone?: keyof typeof iconTones; children: ReactNode }) {
  return (
    <span css={[withIconStyles, iconTones[tone]]}>
      {icon}
      <span>{children}</span>
    </span>
  );
}

/** A star filled in (a rating's earned star). */
export const StarFilledIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l2.9 5.9 6.5.9-4.7 4.5 1.1 6.4L12 17.7l-5.8 3 1.1-6.4-4.7-4.5 6.5-.9z" fill="currentColor" />
  </Icon>
);

// ---- the studio's drawing tools -----------------------------------------------------------

/** Choosing a drawing on the frame (the pointer). */
export const PointerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 3l14 7-6 2-2 6z" />
  </Icon>
);

export const LineToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19L19 5" />
  </Icon>
);

export const ArrowToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19L19 5M10 5h9v9" />
  </Icon>
);

export const CircleToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8" />
  </Icon>
);

export const RectangleToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="6" width="16" height="12" rx="1" />
  </Icon>
);

/** A line drawn by hand. */
export const FreehandToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 17c3-6 5-9 7-6s1 6 4 4 4-8 7-9" />
  </Icon>
);

export const TextToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 6V4h14v2M12 4v16M9 20h6" />
  </Icon>
);

/** Two arms from a vertex and the arc between them. */
export const AngleToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h16M4 20L15 5M10 20a6 6 0 0 0-2.4-4.8" />
  </Icon>
);

export const UndoIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />
  </Icon>
);

export const RedoIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />
  </Icon>
);

export const FitFrameIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

import { css } from '@emotion/react';
import { useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, type SVGProps } from 'react';
import { buttonStyles } from './button';
import { Muted } from './layout';
import { AlertIcon, CheckIcon, ClockIcon } from './icons';
import { Badge } from './status-badge';
import { theme } from './theme';

/** The pieces the analysis studio and its playback are laid out with (issue 11). */

const toggleStyles = css`
  &[aria-pressed='true'] { background: ${theme.colors.brand}; color: ${theme.colors.onBrand}; border-color: ${theme.colors.brandStrong}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

// From 720 px the buttons of a toolbar are joined into one control (a tool palette); on a phone,
// where its lines wrap, they stay apart.
const segmentedStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  ${theme.breakpoint.md} {
    column-gap: 0;
    & > button { border-radius: 0; position: relative; }
    & > button + button { margin-left: -1px; }
    & > button:first-of-type { border-radius: ${theme.radius.md} 0 0 ${theme.radius.md}; }
    & > button:last-of-type { border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0; }
    & > button[aria-pressed='true'], & > button:focus-visible { z-index: 1; }
  }
`;

const largeToggleStyles = css`min-width: 44px; min-height: 56px; padding: 0; & > svg { width: ${theme.icon.lg}; height: ${theme.icon.lg}; }`;
// For a thumb: a grid of equal buttons, `columns` a line (8 tools in two lines of 4, not 5 and 3),
// each between a fingertip's 44 px and 72 px wide.
const largeToolbarStyles = (columns: number) => css`display: grid; grid-template-columns: repeat(${columns}, minmax(44px, 72px)); gap: ${theme.space.xs};`;
const compactToggleStyles = css`padding: 0 ${theme.space.sm};`;

export interface ToggleOption<V extends string> {
  readonly value: V;
  readonly label: string;
  /** Drawn inside the button instead of the label (the label stays its accessible name). */
  readonly face?: ReactNode;
  /** Shown before the label (decorative: the label names the button); shown alone in a large toolbar. */
  readonly icon?: ReactNode;
}

/**
 * A toolbar of toggle buttons (aria-pressed), one pressed at a time: one Tab stop, the arrow keys
 * (and Home, End) move between the buttons, Enter or Space presses one.
 */
export function ToggleToolbar<V extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
  large = false,
  columns = options.length,
}: {
  label: string;
  options: readonly ToggleOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  disabled?: boolean;
  large?: boolean;
  /** How many buttons a line holds in a large toolbar (all of them by default). */
  columns?: number;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const pressedIndex = Math.max(0, options.findIndex((o) => o.value === value));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? pressedIndex;
  const moveTo = (index: number) => {
    const next = (index + options.length) % options.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = buttons.current.findIndex((b) => b === event.target);
    if (current < 0) return;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: options.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  return (
    <div role="toolbar" aria-label={label} onKeyDown={onKeyDown} css={large ? largeToolbarStyles(columns) : segmentedStyles}>
      {options.map((option, index) => {
        // For a thumb (large), a button with an icon shows the icon alone, larger; its label still names it.
        const face = option.face ?? (large ? option.icon : undefined);
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            aria-pressed={option.value === value}
            aria-label={face ? option.label : undefined}
            title={face ? option.label : undefined}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onChange(option.value)}
            css={[buttonStyles('secondary'), toggleStyles, large ? largeToggleStyles : compactToggleStyles]}
          >
            {face ?? (
              <>
                {option.icon}
                {option.label}
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** A stroke width's picture beside its label: a short bar that thick. */
export function StrokeSample({ width }: { width: number }) {
  return <span aria-hidden="true" style={{ height: `${Math.min(width, 10)}px` }} css={css`display: inline-block; width: 18px; border-radius: ${theme.radius.pill}; background: currentColor;`} />;
}

/** A colour's face in a toggle button. */
export function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden="true" style={{ background: colour }} css={css`display: inline-block; width: 20px; height: 20px; border-radius: ${theme.radius.pill}; border: 1px solid ${theme.colors.border};`} />;
}

/** The SVG over the video's element box: the drawings, and where the pointer draws (no scrolling or browser zoom on it). */
export function OverlaySvg({ drawing = false, ref, ...props }: SVGProps<SVGSVGElement> & { drawing?: boolean; ref?: Ref<SVGSVGElement> }) {
  return (
    <svg
      ref={ref}
      css={css`
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        overflow: hidden;
        ${drawing ? 'touch-action: none; cursor: crosshair; -webkit-user-select: none; user-select: none;' : 'pointer-events: none;'}
        &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
        [data-keyboard-cursor] { display: none; }
        &:focus [data-keyboard-cursor] { display: inline; }
      `}
      {...props}
    />
  );
}

/** The studio: the player and its tools in the wide column, the comments, summary and delivery beside it (stacked on a narrow screen). */
export function StudioColumns(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space.lg};
        min-width: 0;
        ${theme.breakpoint.lg} { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; }
      `}
      {...props}
    />
  );
}

/** Two players side by side (compare mode), stacked on a narrow screen. */
export function SideBySide(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`display: grid; gap: ${theme.space.md}; min-width: 0; ${theme.breakpoint.md} { grid-template-columns: ${theme.columns(2)}; }`} {...props} />;
}

/** How a draft's save state looks: its badge's tone and icon. */
const SAVE_LOOK = {
  saved: { tone: 'success', icon: CheckIcon },
  saving: { tone: 'neutral', icon: ClockIcon },
  offline: { tone: 'warning', icon: AlertIcon },
} as const;

/** The draft's save state as a badge at the end of its line, read out politely when it changes. */
export function SaveStatus({ state, children }: { state: keyof typeof SAVE_LOOK; children: ReactNode }) {
  return (
    <p role="status" css={saveStatusStyles}>
      <Badge tone={SAVE_LOOK[state].tone} icon={SAVE_LOOK[state].icon}>
        {children}
      </Badge>
    </p>
  );
}

const saveStatusStyles = css`margin: 0; display: flex; justify-content: flex-end;`;

const tabularNumbers = css`font-variant-numeric: tabular-nums;`;

/** A comment in a time-ordered list: its time (the button that seeks there, when there is a clip to seek in), then its words. */
export function TimedItem({ time, seek, children, actions }: { time: string; seek?: { label: string; onSeek: () => void }; children: ReactNode; actions?: ReactNode }) {
  return (
    <li css={css`display: grid; grid-template-columns: auto 1fr auto; gap: ${theme.space.sm}; align-items: baseline; overflow-wrap: anywhere;`}>
      {seek ? (
        <button type="button" aria-label={seek.label} onClick={seek.onSeek} css={[buttonStyles('link'), tabularNumbers]}>
          {time}
        </button>
      ) : (
        <Muted css={tabularNumbers}>{time}</Muted>
      )}
      <span>{children}</span>
      {actions ?? <span />}
    </li>
  );
}

/** The mobile studio's tools: a sheet at the bottom of the screen, folded to its handle until opened. */
export function BottomSheet({ label, open, onToggle, children }: { label: string; open: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <aside
      aria-label={label}
      css={css`
        position: sticky;
        bottom: 0;
        z-index: 2;
        background: ${theme.colors.surface};
        border-top: 1px solid ${theme.colors.border};
        border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
        box-shadow: ${theme.shadow.card};
        padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
        display: grid;
        gap: ${theme.space.sm};
        /* Open, it never covers more than half the screen: the rest of the tools scroll inside it. */
        max-height: 50vh;
        overflow-y: auto;
      `}
    >
      <button type="button" aria-expanded={open} onClick={onToggle} css={[buttonStyles('secondary'), css`width: 100%;`]}>
        {open ? `Hide ${label.toLowerCase()}` : label}
      </button>
      {open ? children : null}
    </aside>
  );
}

/** Big buttons for a thumb (the mobile studio's frame steps). */
export function BigButtonRow(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={bigButtonRowStyles} {...props} />;
}

// Equal columns of thumb-sized buttons, each its icon over its words: three fit a 360 px phone
// without a label breaking in two.
const bigButtonRowStyles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${theme.space.sm};
  button { min-height: 64px; padding-inline: ${theme.space.xs}; flex-direction: column; gap: 2px; font-size: ${theme.font.size.sm}; line-height: 1.2; }
  button > svg { width: ${theme.icon.lg}; height: ${theme.icon.lg}; }
`;

import { css } from '@emotion/react';
import { Fragment, type ComponentProps, type FormHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { theme } from './theme';

type Gap = keyof typeof theme.space;

/** Children one under another, `gap` apart, at the top of a taller box (a grid cell stretched by its line). */
export function Stack({ gap = 'md', ...props }: ComponentProps<'div'> & { gap?: Gap }) {
  // One column the box's width that may shrink below its longest word, so that word breaks instead of widening the page.
  return <div css={css`display: grid; grid-template-columns: ${theme.column}; align-content: start; gap: ${theme.space[gap]}; min-width: 0;`} {...props} />;
}

/** Children one under another at their own width (buttons and links that must not stretch), their own margins dropped. */
export function Pile({ gap = 'sm', ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap }) {
  return <div css={css`display: flex; flex-direction: column; align-items: flex-start; gap: ${theme.space[gap]}; & > * { margin: 0; }`} {...props} />;
}

/** A field on its own at a tile's width, not the page's: a filter above a list. */
export function FilterField(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`max-width: ${theme.width.tile}; min-width: 0;`} {...props} />;
}

/** Inside a Pile: one child that takes the whole width (a field whose text may be long). */
export function Stretch(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`align-self: stretch; min-width: 0;`} {...props} />;
}

type RowProps = {
  gap?: Gap;
  /** A second gap between wrapped lines (e.g. "sm" between lines, "md" between items). */
  rowGap?: Gap;
  justify?: 'start' | 'center' | 'space-between';
};

const rowStyles = ({ gap = 'sm', rowGap, justify = 'start' }: RowProps) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${justify};
  gap: ${rowGap ? `${theme.space[rowGap]} ${theme.space[gap]}` : theme.space[gap]};
  margin: 0;
  /* An item wider than the whole line (a long name) shrinks to it, and its words break there. */
  & > * { min-width: 0; }
`;

/** Things side by side on one line, wrapping onto the next on a narrow screen; `as="nav"` for a row of navigation (give it its aria-label). */
export function Row({ gap, rowGap, justify, as: Tag = 'div', ...props }: HTMLAttributes<HTMLElement> & RowProps & { as?: 'div' | 'nav' }) {
  return <Tag css={rowStyles({ gap, rowGap, justify })} {...props} />;
}

/**
 * A picture (an avatar, a thumbnail) beside what it illustrates, top-aligned; the text column takes
 * the rest of the width and may shrink, so long words wrap instead of pushing the row off a phone.
 */
export function MediaRow({ gap = 'md', align = 'start', ...props }: HTMLAttributes<HTMLDivElement> & { gap?: Gap; align?: 'start' | 'center' }) {
  return (
    <div
      css={css`display: flex; gap: ${theme.space[gap]}; align-items: ${align === 'center' ? 'center' : 'flex-start'}; min-width: 0; & > :last-child { flex: 1; min-width: 0; }`}
      {...props}
    />
  );
}

/** A Row that is a paragraph: facts about one thing side by side (price · turnaround · rating). */
export function FactsRow({ gap, rowGap, justify, ...props }: HTMLAttributes<HTMLParagraphElement> & RowProps) {
  return <p css={rowStyles({ gap, rowGap, justify })} {...props} />;
}

/**
 * A field and its button on one line, the field (the first div) taking the room, at least a field's
 * width, the button dropping below it on a phone. The button lines up with the field's box, below
 * its label (one line, then the field's gap), whether or not a hint follows the box. (Two fields
 * side by side: FieldRow of ./form.)
 */
export function FieldWithButton(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={fieldWithButtonStyles} {...props} />;
}

const fieldWithButtonStyles = css`
  display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${theme.space.sm};
  & > div:first-of-type { flex: 1 1 ${theme.width.field}; }
  & > button { margin-top: calc(1.5rem + ${theme.space.xs}); }
`;

/**
 * A grid's columns from 720 px: a count of equal columns (theme.columns: none outgrows its share for
 * a long word), or a template of its own ("2fr 1fr auto", "repeat(auto-fill, minmax(20rem, 1fr))").
 */
export type GridColumns = number | string;

export const gridTemplate = (columns: GridColumns): string => (typeof columns === 'number' ? theme.columns(columns) : columns);

/** A list without bullets, its items `gap` apart (cards, results, links); `columns` side by side from 720 px. */
export function PlainList({ gap = 'sm', columns, ordered = false, ...props }: HTMLAttributes<HTMLUListElement & HTMLOListElement> & { gap?: Gap; columns?: GridColumns; ordered?: boolean }) {
  const styles = css`
    list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: ${theme.column}; gap: ${theme.space[gap]};
    ${columns ? css`${theme.breakpoint.md} { grid-template-columns: ${gridTemplate(columns)}; }` : ''}
  `;
  return ordered ? <ol css={styles} {...props} /> : <ul css={styles} {...props} />;
}

/** A list with its bullets, without the space above and below it, its bullets `indent` in. */
export function BulletList({ indent = 'lg', ...props }: HTMLAttributes<HTMLUListElement> & { indent?: Gap }) {
  return <ul css={css`margin: 0; padding-left: ${theme.space[indent]};`} {...props} />;
}

type ColumnsProps = { columns: GridColumns; align?: 'stretch' | 'start' | 'center' | 'end' };

const columnsStyles = ({ columns, align = 'stretch' }: ColumnsProps) =>
  css`display: grid; grid-template-columns: ${theme.column}; gap: ${theme.space.md}; min-width: 0; align-items: ${align}; ${theme.breakpoint.md} { grid-template-columns: ${gridTemplate(columns)}; }`;

/** Stacked on a phone, side by side from 720 px in the given columns (a count, or a template such as "2fr 1fr 1fr"). */
export function Columns({ columns, align, ...props }: HTMLAttributes<HTMLDivElement> & ColumnsProps) {
  return <div css={columnsStyles({ columns, align })} {...props} />;
}

// Three equal columns, the main one taking two: the columns line up with a line of three stat
// tiles above them (StatGrid), gaps and all.
const mainAndAsideStyles = css`
  display: grid; grid-template-columns: ${theme.column}; gap: ${theme.space.md}; align-items: start; min-width: 0;
  ${theme.breakpoint.lg} { grid-template-columns: ${theme.columns(3)}; & > :first-of-type { grid-column: span 2; } }
`;

/**
 * A page's main column and, beside it from 960 px, a narrower one of side panels, each column its
 * panels one under another (a dashboard: the person's list, then what else concerns them).
 */
export function MainAndAside({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div css={mainAndAsideStyles}>
      <Stack>{main}</Stack>
      <Stack>{aside}</Stack>
    </div>
  );
}

/** As many equal columns as fit, none narrower than a tile (dashboard panels). */
export function TileGrid(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={columnsStyles({ columns: `repeat(auto-fit, minmax(${theme.width.tile}, 1fr))` })} {...props} />;
}

/** A form whose fields sit in Columns (filters, compact settings). */
export function ColumnsForm({ columns, align, ...props }: FormHTMLAttributes<HTMLFormElement> & ColumnsProps) {
  return <form css={columnsStyles({ columns, align })} {...props} />;
}

/** Inside Columns: one item that takes the whole width. */
export function FullWidth(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`grid-column: 1 / -1;`} {...props} />;
}

/** Space above a block that follows something with no margin of its own. */
export function SpaceAbove({ size = 'md', ...props }: HTMLAttributes<HTMLDivElement> & { size?: Gap }) {
  return <div css={css`margin-top: ${theme.space[size]};`} {...props} />;
}

/** Quieter text beside the main content (captions, counts, explanations). */
export function MutedText({ size = 'md', ...props }: HTMLAttributes<HTMLParagraphElement> & { size?: 'sm' | 'md' }) {
  return <p css={css`margin: 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size[size]};`} {...props} />;
}

/** Quieter words inside a paragraph that keeps its place in the flow of the page. */
export function Muted(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={css`color: ${theme.colors.textMuted};`} {...props} />;
}

/** A paragraph without the space above and below it (in a Stack or a card that spaces its children). */
export function PlainText({ preserveLines = false, ...props }: HTMLAttributes<HTMLParagraphElement> & { preserveLines?: boolean }) {
  return <p css={css`margin: 0; ${preserveLines ? 'white-space: pre-line;' : ''}`} {...props} />;
}

/** A page's opening sentence, a step larger than the body text. */
export function LeadText(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p css={css`margin: 0; font-size: ${theme.font.size.lg};`} {...props} />;
}

const breakable = css`overflow-wrap: anywhere; min-width: 0;`;

/** Text that may be one long unbroken word and must still wrap on a phone (an e-mail address or a link: `Address`). */
export function Breakable(props: HTMLAttributes<HTMLElement>) {
  return <strong css={breakable} {...props} />;
}

/** Breakable, not bold: a paragraph or a span of ordinary weight. */
export function BreakableText({ inline = false, ...props }: HTMLAttributes<HTMLElement> & { inline?: boolean }) {
  return inline ? <span css={breakable} {...props} /> : <p css={breakable} {...props} />;
}

/**
 * The parts of an e-mail address or a link between the places it may wrap, as the Chicago Manual
 * of Style breaks them: before a dot, an "@", a "?", "#", "&" or "=", and before a single slash
 * (never inside "//"). "chloe.dubois@demo.clipcoach.invalid" → "chloe", ".dubois", "@demo",
 * ".clipcoach", ".invalid".
 */
export const addressParts = (address: string): string[] => address.split(/(?<=.)(?=[.@?#&=])|(?<=[^:/])(?=\/(?!\/))/);

/**
 * An e-mail address or a link, written whole, that wraps on a phone where a reader expects it
 * (between its `addressParts`) rather than in the middle of a word; mid-word only when one part is
 * still wider than the line. `strong` for an address that is the point of its sentence.
 */
export function Address({ children, strong = false }: { children: string; strong?: boolean }) {
  const Text = strong ? 'strong' : 'span';
  return (
    <Text css={breakable}>
      {addressParts(children).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

/** A column centred both ways that fills most of the screen: the loading and error screens. */
export const centredScreen = css`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
`;

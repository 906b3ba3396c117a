import { css } from '@emotion/react';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { cardStyles } from './card';
import { DefinitionList } from './definition-list';
import type { IconProps } from './icons';
import { ToneIcon, type Tone } from './tone-icon';
import { gridTemplate, type GridColumns } from './layout';
import { theme } from './theme';

// One tile a line on a phone (two shared a line on some phones and not others, and three left a
// hole beside the last); from 720 px as many a line as fit. The gap is the cards' below them.
const gridStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: ${theme.column};
  gap: ${theme.space.md};
  ${theme.breakpoint.md} { grid-template-columns: repeat(auto-fit, minmax(${theme.width.stat}, 1fr)); }
`;

/**
 * A row of stat tiles that wraps onto as many lines as the width needs (name it with aria-label);
 * `columns` fixes its columns from 720 px instead (a line of tiles above a wide one).
 */
export function StatGrid({ columns, ...props }: HTMLAttributes<HTMLUListElement> & { columns?: GridColumns }) {
  return <ul css={[gridStyles, columns ? css`${theme.breakpoint.md} { grid-template-columns: ${gridTemplate(columns)}; }` : null]} {...props} />;
}

// A card's look (cardStyles), denser. Tiles of a line share its height: their content sits at the
// top and their next action (a link) at the bottom, so the links of a line line up.
const tileStyles = css`
  ${cardStyles}
  padding: ${theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

// The tile's head: its icon, what it shows and, when it has one, its figure.
const headStyles = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  column-gap: ${theme.space.sm};
  row-gap: ${theme.space.xs};
  & > * { margin: 0; min-width: 0; }
`;

// On a phone the figure ends its tile's first line (icon, what it counts, the figure): one short
// line a tile, the tiles one under another. From 720 px it sits large on a line of its own.
const valueStyles = css`
  grid-row: 1;
  grid-column: 3;
  justify-self: end;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  line-height: 1.1;
  overflow-wrap: break-word;
  ${theme.breakpoint.md} { grid-row: auto; grid-column: 1 / -1; justify-self: start; font-size: ${theme.font.size.xl}; }
`;
const labelStyles = css`color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`;
const detailStyles = css`color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`;
const actionStyles = css`margin-top: auto; padding-top: ${theme.space.xs}; font-size: ${theme.font.size.sm};`;

type TileFrameProps = { label: string; icon: ComponentType<IconProps>; tone?: Tone; action?: ReactNode; figure?: ReactNode; wide?: boolean; children?: ReactNode };

// A wide tile takes a line of the grid to itself, and is the room its body's layout follows.
const wideStyles = css`grid-column: 1 / -1; container-type: inline-size;`;

/** A tile's frame: its icon on the tone's colours, what it shows and its figure, then its body, then the next thing to do (a link). */
function TileFrame({ label, icon: Icon, tone = 'neutral', action, figure, wide = false, children }: TileFrameProps) {
  return (
    <li css={[tileStyles, wide ? wideStyles : null]}>
      <div css={headStyles}>
        <ToneIcon tone={tone} icon={Icon} />
        <span css={labelStyles}>{label}</span>
        {figure}
      </div>
      {children}
      {action ? <span css={actionStyles}>{action}</span> : null}
    </li>
  );
}

/**
 * One figure of a dashboard: its icon on the tone's colours and what it counts, the value large, and
 * optionally a detail line and the next thing to do about it (a link). An item of a StatGrid.
 */
export function StatTile({ value, detail, ...frame }: Omit<TileFrameProps, 'children' | 'figure'> & { value: ReactNode; detail?: ReactNode }) {
  return (
    <TileFrame {...frame} figure={<strong css={valueStyles}>{value}</strong>}>
      {detail ? <span css={detailStyles}>{detail}</span> : null}
    </TileFrame>
  );
}

/**
 * Several counts of one thing in a tile: its icon and title, then each part with its count at the
 * tile's right edge (a description list named by the title), and optionally a link under them.
 * `wide`: the tile takes a line of its own, and once it has the room the parts stand side by side,
 * each count large under its name (a pipeline read left to right).
 */
export function StatListTile({ title, icon, counts, action, wide = false }: { title: string; icon: ComponentType<IconProps>; counts: readonly (readonly [string, ReactNode])[]; action?: ReactNode; wide?: boolean }) {
  return (
    <TileFrame label={title} icon={icon} action={action} wide={wide}>
      <DefinitionList label={title} items={counts} variant={wide ? 'strip' : 'counts'} />
    </TileFrame>
  );
}

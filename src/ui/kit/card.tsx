import { css } from '@emotion/react';
import type { ComponentProps, HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PlainList } from './layout';
import { theme } from './theme';

type Gap = keyof typeof theme.space;

export const cardStyles = css`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.lg};
`;

/**
 * A raised panel. `padding="md"` for a denser one (admin tools); `gap` lays its children out
 * one under another, that far apart, and that gap alone: their own margins (a heading's, a
 * paragraph's) are dropped, so a title sits as close to what follows as every other child.
 */
export function Card({ padding = 'lg', gap, ...props }: ComponentProps<'div'> & { padding?: 'md' | 'lg'; gap?: Gap }) {
  return (
    <div
      css={[
        cardStyles,
        css`padding: ${theme.space[padding]}; min-width: 0;`,
        gap ? css`display: grid; grid-template-columns: ${theme.column}; align-content: start; gap: ${theme.space[gap]}; & > * { margin-top: 0; margin-bottom: 0; }` : null,
      ]}
      {...props}
    />
  );
}

/** A card's heading; `flush` when the card spaces its children itself; `level` when the card is the page (h1). */
export function CardTitle({ flush = false, level = 2, ...props }: HTMLAttributes<HTMLHeadingElement> & { flush?: boolean; level?: 1 | 2 }) {
  const styles = css`font-size: ${theme.font.size.lg}; margin-top: 0; ${flush ? 'margin: 0;' : ''}`;
  return level === 1 ? <h1 css={styles} {...props} /> : <h2 css={styles} {...props} />;
}

/** A card with a small heading that fills its grid cell (steps, features side by side). */
export function InfoCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div css={[cardStyles, css`height: 100%; h3 { margin-top: 0; } p:last-child { margin-bottom: 0; }`]}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** Numbered steps (`[title, text]`), each an InfoCard, three to a row where the page is wide enough. */
export function StepCards({ steps }: { steps: readonly (readonly [title: string, text: string])[] }) {
  return (
    <PlainList ordered gap="md" columns={3}>
      {steps.map(([title, text], index) => (
        <li key={title}>
          <InfoCard
            title={
              <>
                {index + 1}. {title}
              </>
            }
          >
            <p>{text}</p>
          </InfoCard>
        </li>
      ))}
    </PlainList>
  );
}

const tileCardStyles = css`
  display: flex; flex-direction: column; gap: ${theme.space.md}; min-width: 0;
  & > * { margin-top: 0; margin-bottom: 0; }
  & > :last-child { margin-top: auto; }
`;

/**
 * A Card among tiles side by side (a TileGrid): its children one under another, `md` apart, and
 * its last child (its actions) at the bottom, so the buttons of a line of tiles line up.
 */
export function TileCard(props: ComponentProps<'div'>) {
  return <div css={[cardStyles, tileCardStyles]} {...props} />;
}

/**
 * One item of a list of things (pros, applications, sections): a card as a list item, its
 * children one under another with no margins of their own. `flat` for a plain bordered tile.
 */
export function CardListItem({ flat = false, ...props }: LiHTMLAttributes<HTMLLIElement> & { flat?: boolean }) {
  return (
    <li
      css={[
        flat
          ? css`background: ${theme.colors.surface}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius.md};`
          : cardStyles,
        css`list-style: none; display: grid; grid-template-columns: ${theme.column}; align-content: start; gap: ${theme.space.xs}; padding: ${theme.space.md}; & > * { margin: 0; } & > a { justify-self: start; }`,
      ]}
      {...props}
    />
  );
}

/** A flat tile that leads somewhere: a bold link and what is found there. */
export function LinkTile({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <CardListItem flat>
      <Link to={to} css={css`font-weight: ${theme.font.weight.bold};`}>
        {title}
      </Link>
      <p css={css`color: ${theme.colors.textMuted};`}>{children}</p>
    </CardListItem>
  );
}

// The pro onboarding page still imports the alert from here; it moves to './alert' with its rewrite.

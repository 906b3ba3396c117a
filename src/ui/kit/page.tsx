import { css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { theme } from './theme';

/** `rules` for each of the children `selectors` (relative to the component), at zero specificity. */
const childrenAtZeroSpecificity = (selectors: readonly string[], rules: string) => selectors.map((selector) => `*:where(& > ${selector}) { ${rules} }`).join('\n');

/**
 * One spacing rhythm for a page's prose: a heading sits md + md below what precedes it and sm
 * above its own text (the column's gap is md; a heading's margins take the difference). Paragraphs
 * and lists drop their own margins, which the column's gap replaces. Zero specificity (:where), so
 * any component's own margins win.
 */
const proseRhythm = [
  childrenAtZeroSpecificity(['h2', 'h3'], `margin: ${theme.space.md} 0 calc(${theme.space.sm} - ${theme.space.md});`),
  childrenAtZeroSpecificity(['p', 'ul', 'ol'], 'margin: 0;'),
  // In a section of its own (no gap inside): the heading's top margin reaches through the section.
  childrenAtZeroSpecificity(['section > h2', 'section > h3'], `margin: ${theme.space.md} 0 ${theme.space.sm};`),
  childrenAtZeroSpecificity(['section > p', 'section > ul', 'section > ol'], `margin: ${theme.space.md} 0 0;`),
  childrenAtZeroSpecificity(['section > h2 + *', 'section > h3 + *'], 'margin-top: 0;'),
].join('\n');

/**
 * A landing page's opening: its heading, intro and `body` (what it offers, its calls to action) in
 * one column, and `media` (a picture) beside them from 960 px, below them on a phone or a tablet.
 */
export type PageHero = { body: ReactNode; media: ReactNode };

const heroStyles = css`
  display: grid;
  grid-template-columns: ${theme.column};
  gap: ${theme.space.lg};
  align-items: center;
  min-width: 0;
  ${theme.breakpoint.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    h1 { font-size: ${theme.font.size.xxl}; line-height: 1.15; }
  }
`;

const heroTextStyles = css`display: grid; grid-template-columns: ${theme.column}; align-content: start; gap: ${theme.space.md}; min-width: 0;`;

/** The document's title for a page whose heading is `title`: what a tab, a bookmark and a search result show. */
export const documentTitle = (title: string): string => `${title} · ClipCoach`;

/** A page's frame: sets the document title and shows the heading (in a `hero` on a landing page). */
export function Page({ title, intro, hero, children, width = 'normal' }: { title: string; intro?: ReactNode; hero?: PageHero; children?: ReactNode; width?: 'narrow' | 'normal' | 'wide' }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  const maxWidth = { narrow: theme.width.narrow, normal: theme.width.normal, wide: theme.width.page }[width];
  const heading = (
    <>
      <h1>{title}</h1>
      {intro ? <div css={css`color: ${theme.colors.textMuted};`}>{intro}</div> : null}
    </>
  );
  return (
    <section
      data-page=""
      css={css`
        max-width: ${maxWidth};
        margin: 0 auto;
        padding: ${theme.space.lg} ${theme.space.md};
        display: flex;
        flex-direction: column;
        gap: ${theme.space.md};
        h1 { font-size: ${theme.font.size.xl}; margin: 0; }
        ${proseRhythm}
      `}
    >
      {hero ? (
        <div css={heroStyles}>
          <div css={heroTextStyles}>
            {heading}
            {hero.body}
          </div>
          {hero.media}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A narrow column on its own, away from the header (a screen that waits, a dialog-sized notice); its children one under another. */
export function Narrow({ children }: { children?: ReactNode }) {
  return (
    <div css={css`max-width: ${theme.width.dialog}; margin: ${theme.space.xl} auto; padding: 0 ${theme.space.md}; display: grid; grid-template-columns: ${theme.column}; gap: ${theme.space.md};`}>{children}</div>
  );
}

import { css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import { theme } from './theme';

/** A page's frame: sets the document title and shows the heading. */
export function Page({ title, intro, children, width = 'normal' }: { title: string; intro?: ReactNode; children?: ReactNode; width?: 'narrow' | 'normal' | 'wide' }) {
  useEffect(() => {
    document.title = `${title} · ClipCoach`;
  }, [title]);
  const maxWidth = { narrow: theme.width.narrow, normal: theme.width.normal, wide: theme.width.page }[width];
  return (
    <section
      css={css`
        max-width: ${maxWidth};
        margin: 0 auto;
        padding: ${theme.space.lg} ${theme.space.md};
        display: flex;
        flex-direction: column;
        gap: ${theme.space.md};
        h1 { font-size: ${theme.font.size.xl}; margin: 0; }
      `}
    >
      <h1>{title}</h1>
      {intro ? <div css={css`color: ${theme.colors.textMuted};`}>{intro}</div> : null}
      {children}
    </section>
  );
}

/** A narrow column on its own, away from the header (a screen that waits, a dialog-sized notice); its children one under another. */
export function Narrow({ children }: { children?: ReactNode }) {
  return (
    <div css={css`max-width: ${theme.width.dialog}; margin: ${theme.space.xl} auto; padding: 0 ${theme.space.md}; display: grid; gap: ${theme.space.md};`}>{children}</div>
  );
}

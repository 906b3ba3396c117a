import { Global, css } from '@emotion/react';
import { theme } from './theme';

export function GlobalStyles() {
  return (
    <Global
      styles={css`
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0;
          font-family: ${theme.font.family};
          font-size: ${theme.font.size.md};
          line-height: 1.5;
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          /* A word longer than its line (a link, an e-mail, a long name) breaks rather than widen the page. */
          overflow-wrap: break-word;
        }
        a { color: ${theme.colors.brand}; }
        :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
        h1, h2, h3 { line-height: 1.2; text-wrap: balance; }
        img, video { max-width: 100%; }
        input[type='checkbox'], input[type='radio'] { accent-color: ${theme.colors.brand}; width: 1.25rem; height: 1.25rem; flex: none; }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
          overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
        }
        @keyframes cc-spin { to { transform: rotate(360deg); } }
      `}
    />
  );
}

import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from './theme';

export interface ViewSwitchOption {
  readonly label: string;
  /** Where the option leads (the same page, another view of it). */
  readonly to: string;
  readonly current: boolean;
}

/** Two or more views of one page, as a row of links; the open one is marked (aria-current). */
export function ViewSwitch({ label, options }: { label: string; options: readonly ViewSwitchOption[] }) {
  return (
    <nav aria-label={label}>
      <ul css={listStyles}>
        {options.map((option) => (
          <li key={option.to}>
            <Link to={option.to} aria-current={option.current ? 'page' : undefined} css={linkStyles}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: ${theme.space.xs};
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  background: ${theme.colors.neutralSoft};
  border-radius: ${theme.radius.pill};
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.touchTarget};
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.text};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
  &[aria-current='page'] { background: ${theme.colors.surface}; color: ${theme.colors.brandStrong}; box-shadow: ${theme.shadow.card}; }
`;

import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { Card } from './card';
import type { IconProps } from './icons';
import { Pile } from './layout';
import { ToneIcon, type Tone } from './tone-icon';
import { theme } from './theme';

// The icon above what happened on a phone (the text keeps the card's width), beside it from 720 px.
const outcomeStyles = css`
  display: grid;
  grid-template-columns: ${theme.column};
  gap: ${theme.space.md};
  min-width: 0;
  ${theme.breakpoint.md} { grid-template-columns: auto ${theme.column}; align-items: start; }
`;

/**
 * How something ended, as a card: a large icon on its tone's colours (a check for a payment
 * received, a search for a page not found) with what happened and where to go next, one under
 * another at their own width.
 */
export function OutcomeCard({ tone, icon, children }: { tone: Tone; icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <Card>
      <div css={outcomeStyles}>
        <ToneIcon tone={tone} icon={icon} size="lg" />
        <Pile gap="md">{children}</Pile>
      </div>
    </Card>
  );
}

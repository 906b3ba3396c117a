import type { ComponentType, ReactNode } from 'react';
import { Card } from './card';
import type { IconProps } from './icons';
import { MediaRow, Pile } from './layout';
import { ToneIcon, type Tone } from './tone-icon';

/**
 * How something ended, as a card: a large icon on its tone's colours (a check for a payment
 * received, a search for a page not found) beside what happened and where to go next, one under
 * another at their own width.
 */
export function OutcomeCard({ tone, icon, children }: { tone: Tone; icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <Card>
      <MediaRow>
        <ToneIcon tone={tone} icon={icon} size="lg" />
        <Pile gap="md">{children}</Pile>
      </MediaRow>
    </Card>
  );
}

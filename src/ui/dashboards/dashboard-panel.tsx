import type { ReactNode } from 'react';
import { Card, CardTitle } from '../kit/card';
import { CheckIcon } from '../kit/icons';
import { FullWidth, Pile } from '../kit/layout';
import { SizedLoading } from '../kit/spinner';
import { StatGrid, StatTile } from '../kit/stat-tile';

/** A dashboard panel: a titled region. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <Pile>{children}</Pile>
    </Card>
  );
}

/**
 * Where a dashboard's numbers go, while they load: tiles of their size under a spinner, so the
 * panels below stay where they are when the numbers arrive (CLS, issue 13).
 */
export function NumbersPending({ label, tiles }: { label: string; tiles: readonly string[] }) {
  return (
    <FullWidth>
      <SizedLoading label={label}>
        <StatGrid>
          {tiles.map((tile) => (
            <StatTile key={tile} value={0} label={tile} icon={CheckIcon} />
          ))}
        </StatGrid>
      </SizedLoading>
    </FullWidth>
  );
}

export const dateTimeText = (iso: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
export const dateText = (iso: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

import type { ReactNode } from 'react';
import { Card, CardTitle } from '../kit/card';
import { Pile } from '../kit/layout';

/** A dashboard panel: a titled region. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <Pile>{children}</Pile>
    </Card>
  );
}


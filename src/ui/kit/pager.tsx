import { Button } from './button';
import { Row } from './layout';

/** "Previous", "Page n of m", "Next" for a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, label = 'Pages' }: { page: number; pages: number; onPage: (page: number) => void; label?: string }) {
  if (pages <= 1) return null;
  return (
    <Row as="nav" aria-label={label} justify="center">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Row>
  );
}

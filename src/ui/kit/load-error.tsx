import { Button } from './button';
import { Alert } from './alert';

/** A failed read, said plainly, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: { message: string } | null | undefined; onRetry?: () => void }) {
  return (
    <Alert>
      <p>
        We couldn't load {what}: {error?.message ?? 'unknown error'}
      </p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}

// Why a list could not be read, and a way to read it again: the same banner on every list that shows its own failure.
import { Banner, Button } from '../ui';

export function RetryBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Banner
      tone="error"
      action={
        <Button variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Banner>
  );
}

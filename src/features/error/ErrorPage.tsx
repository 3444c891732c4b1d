// The page errors of SPEC section 2: '404 Not Found' for an address with no page, 'An error occurred' for anything
// else, each with a 'Home page' link. A failed page (most often a call made while offline) can be tried again.
import { useRouter } from '@tanstack/react-router';
import { errorPageText, notFoundPageText } from '../../lib/messages';
import { Button } from '../../ui/Button';
import { ErrorIcon, WarningIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { Main } from '../../ui/Main';
import './ErrorPage.css';

export interface ErrorMessageProps {
  kind: 'notFound' | 'error';
  /** Loads the page again ('Try again'); only an error offers it. */
  onRetry?: () => void;
}

export function ErrorMessage({ kind, onRetry }: ErrorMessageProps) {
  const Icon = kind === 'notFound' ? WarningIcon : ErrorIcon;
  return (
    // Shown on its own (an address no route knows) it is the page's main landmark; inside a layout, the layout's is.
    <Main className="ErrorPage" aria-labelledby="error-page-title">
      <Icon className="ErrorPage-icon" />
      <h1 id="error-page-title" className="ErrorPage-title">
        {kind === 'notFound' ? notFoundPageText : errorPageText}
      </h1>
      <p className="ErrorPage-text">
        {kind === 'notFound'
          ? 'The page you asked for does not exist or has moved.'
          : 'Something went wrong while showing this page. Try again, or start again from the home page.'}
      </p>
      {kind === 'error' && onRetry && <Button onPress={onRetry}>Try again</Button>}
      <Link href="/" variant="standalone">
        Home page
      </Link>
    </Main>
  );
}

export function NotFoundPage() {
  return <ErrorMessage kind="notFound" />;
}

/**
 * The route's error component. 'Try again' runs the page's loaders again; the router's error boundary resets once
 * they have (its reset key is the route's match, which the reload replaces), so the page shows if they now succeed.
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const router = useRouter();
  if (error) console.error(error);
  return <ErrorMessage kind="error" onRetry={() => void router.invalidate()} />;
}

// The page errors of SPEC section 2: '404 Not Found' for an address with no page, 'An error occurred' for anything
// else, each with a 'Home page' link.
import { errorPageText, notFoundPageText } from '../../lib/messages';
import { ErrorIcon, WarningIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { Main } from '../../ui/Main';
import './ErrorPage.css';

export function ErrorMessage({ kind }: { kind: 'notFound' | 'error' }) {
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
      <Link href="/" variant="standalone">
        Home page
      </Link>
    </Main>
  );
}

export function NotFoundPage() {
  return <ErrorMessage kind="notFound" />;
}

export function ErrorPage({ error }: { error?: unknown }) {
  if (error) console.error(error);
  return <ErrorMessage kind="error" />;
}

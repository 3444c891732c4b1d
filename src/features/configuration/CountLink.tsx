// A count that opens the records behind it: a link when there are any (named in full for a screen reader, since the
// column and row say the rest only by position), the plain number when there are none.
import { Link } from '../../ui';

const counts = new Intl.NumberFormat('en-NG');

export function CountLink({ count, href, label }: { count: number; href: string | null; label: string }) {
  if (count === 0 || !href) return <span>{counts.format(count)}</span>;
  return (
    <Link href={href} aria-label={`${counts.format(count)} ${label}`}>
      {counts.format(count)}
    </Link>
  );
}

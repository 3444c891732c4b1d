// What a page shows while its code and data are on their way on the document's first load (its route's
// `pendingComponent`, with its introduction in `staticData.intro`): its heading and introduction, as the page itself
// draws them, in the frame. On a phone the page's heading is its largest paint, which would otherwise wait for the
// page's chunks and its first read.
import { useMatch } from '@tanstack/react-router';
import { useTerminology } from '../services/AppServices';
import { titleText } from '../services/routeMeta';
import { PageHeader } from '../shared/PageHeader';

export function PagePending() {
  const staticData = useMatch({ strict: false, select: (match) => match.staticData });
  const terms = useTerminology();
  const title = titleText(staticData.title, terms);
  const intro = titleText(staticData.intro, terms);
  if (!title || !intro) return null;
  return (
    <section aria-labelledby="page-title" aria-busy="true">
      <PageHeader title={title} intro={intro} />
    </section>
  );
}

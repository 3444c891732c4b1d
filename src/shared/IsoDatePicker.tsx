// A date field for the contract's YYYY-MM-DD strings, fetched when it is first drawn, once the page is on screen: the
// date fields and their calendar (the `dates` chunk, vite.config.ts, about 24 KB of brotli) would otherwise arrive
// before the first paint of every page that has one, most of them in a filter a phone keeps folded or in a dialog not
// yet opened. Until it comes, a disabled text field of the same label and height shows the date.
import { lazy, Suspense } from 'react';
import { contentPresented } from '../lib/contentPresented';
import { formatDate } from '../lib/date';
import { TextField } from '../ui';
import type { IsoDatePickerProps } from './IsoDatePickerLoaded';

export type { IsoDatePickerProps };

const IsoDatePickerLoaded = lazy(() => contentPresented().then(() => import('./IsoDatePickerLoaded')));

export function IsoDatePicker(props: IsoDatePickerProps) {
  const pending = (
    <TextField
      label={props.label}
      description={props.description}
      isRequired={props.isRequired}
      value={formatDate(props.value)}
      isDisabled
    />
  );
  return (
    <Suspense fallback={pending}>
      <IsoDatePickerLoaded {...props} />
    </Suspense>
  );
}

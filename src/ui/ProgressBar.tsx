import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { cx } from './utils';
import './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  label?: string;
  /** Hide the percentage text (it is still announced). */
  hideValue?: boolean;
}

/** Progress of a known (value) or unknown (`isIndeterminate`) amount of work, e.g. an upload. */
export function ProgressBar({ label, hideValue, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={composeRenderProps(className, (c) => cx('ui-ProgressBar', c))}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="ui-ProgressBar-header">
            {label && <Label className="ui-Label">{label}</Label>}
            {!hideValue && !isIndeterminate && <span className="ui-ProgressBar-value">{valueText}</span>}
          </div>
          <div className="ui-ProgressBar-track">
            <div
              className={cx('ui-ProgressBar-fill', isIndeterminate && 'ui-ProgressBar-fill--indeterminate')}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

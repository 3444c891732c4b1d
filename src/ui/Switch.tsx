import { Switch as AriaSwitch, composeRenderProps, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from './utils';
import './Checkbox.css';
import './Switch.css';

export type SwitchProps = AriaSwitchProps;

/** An on/off switch (e.g. dark mode); its children are the label. */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeRenderProps(className, (c) => cx('ui-Toggle', 'ui-Switch', c))}>
      {composeRenderProps(children, (children) => (
        <>
          <span className="ui-Toggle-indicator ui-Switch-track" aria-hidden="true">
            <span className="ui-Switch-thumb" />
          </span>
          {children}
        </>
      ))}
    </AriaSwitch>
  );
}

import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  Text,
  composeRenderProps,
  type TagGroupProps as AriaTagGroupProps,
  type TagListProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components';
import { Description, Label } from './Field';
import { CloseIcon } from './icons';
import { cx } from './utils';
import './TagGroup.css';

export interface TagGroupProps<T> extends Omit<AriaTagGroupProps, 'children'>, Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  label?: string;
  description?: string;
  errorMessage?: string;
}

/**
 * A labelled set of chips (phone numbers, selected topics). With `onRemove` every chip gets a
 * remove button, and Backspace/Delete removes the focused chip; arrow keys move between chips.
 */
export function TagGroup<T extends object>({ label, description, errorMessage, items, children, renderEmptyState, className, ...props }: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={cx('ui-Field', 'ui-TagGroup', className)}>
      {label && <Label>{label}</Label>}
      <TagList items={items} renderEmptyState={renderEmptyState} className="ui-TagList">
        {children}
      </TagList>
      {description && <Description>{description}</Description>}
      {errorMessage && (
        <Text slot="errorMessage" className="ui-FieldError">
          {errorMessage}
        </Text>
      )}
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<AriaTagProps, 'children'> {
  children: ReactNode;
  /** Accessible name of the remove button (it is also labelled by the chip's text). */
  removeLabel?: string;
}

export function Tag({ children, className, removeLabel = 'Remove', ...props }: TagProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaTag {...props} textValue={textValue} className={composeRenderProps(className, (c) => cx('ui-Tag', c))}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <AriaButton slot="remove" className="ui-Tag-remove" aria-label={removeLabel}>
              <CloseIcon />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}

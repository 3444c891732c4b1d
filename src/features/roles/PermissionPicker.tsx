// The permissions of a role, picked by category from the catalogue (GET permission/by-restriction/State): each
// category a group of its permissions with a box above that checks or clears the whole category, checked when the
// role holds all of it and mixed when some.
import { useId } from 'react';
import { Checkbox, CheckboxGroup } from '../../ui';
import { categoryState, withCategory, withCategoryChoice, type PermissionCategory } from './roles.form';
import type { FieldMessage } from '../../shared/useFramedForm';
import './roles.css';

export interface PermissionPickerProps extends FieldMessage {
  categories: readonly PermissionCategory[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  isDisabled?: boolean;
}

export function PermissionPicker({ categories, value, onChange, isDisabled, isInvalid, errorMessage }: PermissionPickerProps) {
  const legendId = useId();
  const errorId = useId();
  return (
    <fieldset className="PermissionPicker" aria-labelledby={legendId} aria-describedby={isInvalid ? errorId : undefined}>
      <legend id={legendId} className="ui-Label">
        Permissions
      </legend>
      {isInvalid && (
        <p id={errorId} className="ui-FieldError PermissionPicker-error">
          {errorMessage}
        </p>
      )}
      <div className="PermissionPicker-categories">
        {categories.map((category) => {
          const chosen = category.permissions.map((p) => p.operation).filter((operation) => value.includes(operation));
          return (
            <div key={category.category} className="PermissionPicker-category">
              <Checkbox
                {...categoryState(category, value)}
                onChange={(checked) => onChange(withCategory(value, category, checked))}
                isDisabled={isDisabled}
                className="PermissionPicker-all"
              >
                {category.category}
              </Checkbox>
              <CheckboxGroup
                aria-label={`${category.category} permissions`}
                value={chosen}
                onChange={(choice) => onChange(withCategoryChoice(value, category, choice))}
                isDisabled={isDisabled}
                className="PermissionPicker-permissions"
              >
                {category.permissions.map((permission) => (
                  <Checkbox key={permission.operation} value={permission.operation}>
                    {permission.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

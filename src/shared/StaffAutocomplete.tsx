// The staff search autocomplete (SPEC section 2) on a staffAutocomplete actor, in its two uses: the top bar's search,
// whose suggestions are links to the staff member (/staff-management/{id}), and the staff picker of a form (a school's
// principal and vice principal), whose suggestion is chosen. Both are React Aria combo boxes: arrows move through the
// suggestions, Enter follows or chooses one, Escape closes the list; a live region says what the search is doing.
import { useActorRef, useSelector } from '@xstate/react';
import {
  staffAutocompleteMachine,
  type StaffAutocompleteActor,
  type StaffAutocompleteLogic,
  type StaffAutocompleteSnapshot,
  type StaffSuggestion,
} from '../machines/staffAutocomplete.machine';
import { startTransition, useEffect, useState } from 'react';
import { ComboBox, ComboBoxItem, cx, type FieldLabelProps } from '../ui';
import { ChevronDownIcon } from '../ui/icons';
import './shared.css';

export type { StaffSuggestion };

/** What the search is doing, in words: the list's empty state and the live region both say it. */
export function autocompleteStatusOf(snapshot: Pick<StaffAutocompleteSnapshot, 'value' | 'context'>): string {
  const { query, suggestions, error } = snapshot.context;
  switch (snapshot.value) {
    case 'debouncing':
    case 'searching':
      return 'Searching staff…';
    case 'failed':
      return `The search failed: ${error ?? ''}`;
    case 'suggesting':
      return suggestions.length === 0
        ? `No staff member matches “${query.trim()}”`
        : `${suggestions.length} ${suggestions.length === 1 ? 'staff member matches' : 'staff members match'}`;
    default:
      return '';
  }
}

/** The href of a staff member's page. */
export const staffHref = (id: string) => `/staff-management/${id}`;

function Suggestion({ staff, href }: { staff: StaffSuggestion; href?: string }) {
  return (
    <ComboBoxItem id={staff.id} textValue={staff.name} href={href}>
      <span className="StaffSuggestion">
        <span className="StaffSuggestion-name">{staff.name}</span>
        {staff.email && <span className="StaffSuggestion-email">{staff.email}</span>}
      </span>
    </ComboBoxItem>
  );
}

function useAutocomplete(actor: StaffAutocompleteActor) {
  const query = useSelector(actor, (s) => s.context.query);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const status = useSelector(actor, autocompleteStatusOf);
  const onInputChange = (value: string) => actor.send({ type: 'autocomplete.typed', query: value });
  return { query, suggestions, chosen, status, onInputChange };
}

export interface StaffSearchBoxProps {
  /** The autocomplete's machine (stories give it a stand-in search). */
  logic?: StaffAutocompleteLogic;
  className?: string;
}

const searchBoxName = 'Find a staff member';

/**
 * The top bar's staff search: choosing a suggestion opens that staff member's page. Every page has it, and its combo
 * box is among the costliest parts of the frame to build on a phone, so the page is painted first with a box that
 * looks the same, and the combo box replaces it just after (at once, and focused, should the box be focused first).
 */
export function StaffSearchBox({ logic = staffAutocompleteMachine, className }: StaffSearchBoxProps) {
  const actor = useActorRef(logic);
  const [built, setBuilt] = useState<'not yet' | 'built' | 'focused'>('not yet');
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setBuilt((current) => (current === 'not yet' ? 'built' : current))));
    return () => clearTimeout(timer);
  }, []);
  if (built !== 'not yet') return <StaffSearchCombo actor={actor} className={className} autoFocus={built === 'focused'} />;
  return (
    <div className={cx('StaffAutocomplete', className)}>
      <div className="ui-Field ui-ComboBox">
        <div className="ui-InputGroup">
          <input className="ui-InputGroup-input" aria-label={searchBoxName} placeholder={searchBoxName} onFocus={() => setBuilt('focused')} />
          <span className="ui-FieldButton" aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </div>
      </div>
    </div>
  );
}

export function StaffSearchCombo({ actor, className, autoFocus }: { actor: StaffAutocompleteActor; className?: string; autoFocus?: boolean }) {
  const { query, suggestions, status, onInputChange } = useAutocomplete(actor);
  return (
    <div className={cx('StaffAutocomplete', className)}>
      <ComboBox
        aria-label={searchBoxName}
        placeholder={searchBoxName}
        autoFocus={autoFocus}
        items={suggestions}
        inputValue={query}
        onInputChange={onInputChange}
        allowsEmptyCollection
        allowsCustomValue
        emptyText={status || 'Type a name, email or phone number'}
        status={status}
      >
        {(staff: StaffSuggestion) => <Suggestion staff={staff} href={staffHref(staff.id)} />}
      </ComboBox>
    </div>
  );
}

export interface StaffPickerProps extends FieldLabelProps {
  actor: StaffAutocompleteActor;
  /** Told the chosen staff member, or null once the box is cleared or changed. */
  onChange: (staff: StaffSuggestion | null) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
}

/** A form's staff field (a school's principal): the chosen staff member is the field's value. */
export function StaffPicker({ actor, onChange, isDisabled, isInvalid, label, description, errorMessage }: StaffPickerProps) {
  const { query, suggestions, chosen, status, onInputChange } = useAutocomplete(actor);
  // The chosen staff member stays an item even when the latest suggestions no longer hold them.
  const items = chosen && !suggestions.some((s) => s.id === chosen.id) ? [chosen, ...suggestions] : suggestions;
  return (
    <div className="StaffAutocomplete StaffAutocomplete--picker">
      <ComboBox
        label={label}
        description={description ?? 'Type at least one letter of a name or email, then choose from the list.'}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        items={items}
        inputValue={query}
        selectedKey={chosen?.id ?? null}
        onInputChange={(value) => {
          onInputChange(value);
          if (chosen && value !== chosen.name) onChange(null);
        }}
        onSelectionChange={(key) => {
          const staff = items.find((s) => s.id === key);
          if (!staff) return;
          actor.send({ type: 'autocomplete.chosen', staff });
          onChange(staff);
        }}
        allowsEmptyCollection
        emptyText={status || 'Type a name, email or phone number'}
        status={status}
      >
        {(staff: StaffSuggestion) => <Suggestion staff={staff} />}
      </ComboBox>
    </div>
  );
}

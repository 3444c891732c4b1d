// The address widget of every form with an address (staff, school, district; SPEC section 2): a combo box that
// suggests places once it has started (3 s after it appears), on an addressLookup actor of its own. Choosing a
// suggestion gives the place's formatted address and coordinates; typing gives the text without coordinates. When
// the geocoder is unavailable it becomes a plain text box and says so, keeping what was typed and the focus. A form
// that knows the state the address is in says so (`state`), and that state's places are suggested first.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type Key } from 'react';
import { addressLookupMachine, type AddressValue } from '../machines/addressLookup.machine';
import { ComboBox, ComboBoxItem, TextField } from '../ui';
import type { FieldMessage } from './useFramedForm';

export type { AddressValue };

export interface AddressFieldProps extends Partial<FieldMessage> {
  label?: string;
  /** The address the widget starts from (a draft, or the record being edited). */
  initialValue: AddressValue;
  /** Each change: typed text without coordinates, or a chosen place with them. */
  onChange: (value: AddressValue) => void;
  /** The state the address is in, when the form knows it ("Lagos"): its places are suggested first. */
  state?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The widget's machine (stories give it stand-in calls). */
  logic?: typeof addressLookupMachine;
}

export const addressUnavailableNotice = 'Address suggestions are not available right now: type the address in full.';

/** What the widget says under the box in each state. */
function descriptionOf(state: string, coordinates: AddressValue['coordinates']): string | undefined {
  if (state === 'degraded') return addressUnavailableNotice;
  if (state === 'resolving') return 'Finding the place…';
  if (coordinates) return `Location: ${coordinates.map((degrees) => degrees.toFixed(4)).join(', ')}`;
  return 'Start typing, then choose a suggested place.';
}

export function AddressField({
  label = 'Address',
  initialValue,
  onChange,
  state: addressState = null,
  logic = addressLookupMachine,
  isRequired,
  isDisabled,
  isInvalid,
  errorMessage,
}: AddressFieldProps) {
  const actor = useActorRef(logic, { input: { ...initialValue, state: addressState } });
  const address = useSelector(actor, (s) => s.context.address);
  const coordinates = useSelector(actor, (s) => s.context.coordinates);
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const state = useSelector(actor, (s) => String(s.value));
  const degraded = state === 'degraded';

  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    actor.send({ type: 'address.stateNamed', state: addressState });
  }, [actor, addressState]);
  useEffect(() => {
    const subscription = actor.on('address.changed', ({ address, coordinates }) => latestOnChange.current({ address, coordinates }));
    return () => subscription.unsubscribe();
  }, [actor]);

  // Turning into a plain text box replaces the input: whoever was typing in it goes on typing in the new one.
  const container = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!degraded || !hadFocus.current) return;
    const input = container.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [degraded]);

  const common = {
    label,
    isRequired,
    isDisabled,
    isInvalid,
    errorMessage,
    description: descriptionOf(state, coordinates),
  };
  return (
    <div
      ref={container}
      className="AddressField"
      onFocus={() => (hadFocus.current = true)}
      onBlur={(event) => (hadFocus.current = container.current?.contains(event.relatedTarget) ?? false)}
    >
      {degraded ? (
        <TextField {...common} value={address} onChange={(text) => actor.send({ type: 'address.typed', text })} />
      ) : (
        <ComboBox
          {...common}
          items={suggestions}
          inputValue={address}
          onInputChange={(text) => actor.send({ type: 'address.typed', text })}
          onSelectionChange={(key: Key | null) => key !== null && actor.send({ type: 'address.chosen', placeId: String(key) })}
          allowsCustomValue
          menuTrigger="input"
          // The list opens as typing starts, before the suggestions come: it says what is happening meanwhile.
          allowsEmptyCollection
          emptyText={state === 'suggesting' ? 'No places match: the address stays as typed' : 'Looking for places…'}
        >
          {(place) => (
            <ComboBoxItem id={place.placeId} textValue={place.description}>
              {place.description}
            </ComboBoxItem>
          )}
        </ComboBox>
      )}
      {/* Said once when it happens, for screen readers (the description says it to whoever reaches the box). */}
      <div role="status" className="ui-visually-hidden">
        {degraded ? addressUnavailableNotice : ''}
      </div>
    </div>
  );
}

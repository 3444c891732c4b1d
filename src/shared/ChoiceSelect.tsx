// A Select over named options whose first choice is "none" ('Any' for a filter, 'Not set' for an optional field), bound
// to a plain string ('' for none), and the three of them that choose a place: country, then state, then local
// government, each disabled until the one before it is chosen (SPEC section 4). Who clears what when a choice changes
// is the caller's: a filter's URL (staffSearch.form.ts) or a form's values (staffEdit.form.ts).
import { useMemo } from 'react';
import { Select, SelectItem } from '../ui';
import { placeKeys, type Places } from './places';

const noneKey = '__none';

export type Choice = { id: string; name: string };

export interface ChoiceSelectProps {
  label: string;
  value: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
  /** What choosing nothing is called. */
  noneLabel: string;
  isDisabled?: boolean;
  description?: string;
  isInvalid?: boolean;
  errorMessage?: string;
  /**
   * The options are still being read: a value chosen before they came (the address's filter) shows as being loaded,
   * not as none, so the select never says "Any" of a search that filters by it.
   */
  isLoading?: boolean;
}

/** What a chosen value not yet among the options shows while they are read. */
export const loadingChoice = 'Loading…';

/**
 * "None" and the options, the same array (and the same items) for as long as the names are the same. React Aria builds
 * a select's hidden list of options again for items it has not seen, closed or not, and callers make their options
 * afresh on each render (`named(...)`): otherwise a staff form rebuilt the states and local governments of both its
 * places, and every other select's options, on each keystroke and each render of the page around it.
 */
function useItems(options: readonly Choice[], noneLabel: string, awaited: string | null): Choice[] {
  const names = options.map((option) => `${option.id}\u0000${option.name}`).join('\u0001');
  // Keyed on what the options say, not on the array, which is new on each render.
  return useMemo(
    () => [{ id: noneKey, name: noneLabel }, ...(awaited ? [{ id: awaited, name: loadingChoice }] : []), ...options],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, noneLabel, awaited],
  );
}

export function ChoiceSelect({ label, value, options, onChange, noneLabel, isLoading = false, ...props }: ChoiceSelectProps) {
  const listed = value !== '' && options.some((o) => o.id === value);
  const awaited = isLoading && value !== '' && !listed ? value : null;
  const items = useItems(options, noneLabel, awaited);
  return (
    <Select
      label={label}
      selectedKey={listed || awaited ? value : noneKey}
      onSelectionChange={(key) => onChange(key === noneKey || key === null ? '' : String(key))}
      items={items}
      {...props}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

export type PlacePart = 'country' | 'state' | 'localGovernment';
export type PlaceValue = Record<PlacePart, string>;

/** Choices named as they are called. */
export const named = (names: readonly string[]): Choice[] => names.map((name) => ({ id: name, name }));

/** What a filter's "none" is called. */
export const anyChoice = 'Any';

export const genderChoices: readonly Choice[] = [
  { id: 'male', name: 'Male' },
  { id: 'female', name: 'Female' },
];

export interface PlaceSelectsProps {
  /** 'of residence', 'of origin': ends each selector's label (none for a form with one place). */
  labelSuffix?: string;
  value: PlaceValue;
  places: Places;
  onChange: (part: PlacePart, value: string) => void;
  noneLabel: string;
  /** A field's message, by part. */
  message?: (part: PlacePart) => { isInvalid: boolean; errorMessage: string | undefined };
  /** The places are still being read (see ChoiceSelect). */
  isLoading?: boolean;
}

export function PlaceSelects({ labelSuffix, value, places, onChange, noneLabel, message, isLoading }: PlaceSelectsProps) {
  const labelOf = (name: string) => (labelSuffix ? `${name} ${labelSuffix}` : name);
  const country = places.find((p) => p.country === value.country);
  const state = country?.states.find((s) => s.name === value.state);
  return (
    <>
      <ChoiceSelect
        label={labelOf('Country')}
        value={value.country}
        options={named(places.map((p) => p.country))}
        onChange={(v) => onChange('country', v)}
        noneLabel={noneLabel}
        isLoading={isLoading}
        {...message?.('country')}
      />
      <ChoiceSelect
        label={labelOf('State')}
        value={value.state}
        options={named(country?.states.map((s) => s.name) ?? [])}
        onChange={(v) => onChange('state', v)}
        noneLabel={noneLabel}
        isLoading={isLoading}
        isDisabled={!country}
        description={country ? undefined : 'Choose a country first'}
        {...message?.('state')}
      />
      <ChoiceSelect
        label={labelOf('Local government')}
        value={value.localGovernment}
        options={named(state?.lgas ?? [])}
        onChange={(v) => onChange('localGovernment', v)}
        noneLabel={noneLabel}
        isLoading={isLoading}
        isDisabled={!state}
        description={state ? undefined : 'Choose a state first'}
        {...message?.('localGovernment')}
      />
    </>
  );
}

export interface PlaceFieldsetProps extends Omit<PlaceSelectsProps, 'labelSuffix' | 'value' | 'message'> {
  kind: keyof typeof placeKeys;
  /** The values (a form's, or the search's) holding the place's three fields. */
  values: Partial<Record<string, string>>;
  /** A field's message, by the field's name. */
  message?: (field: string) => { isInvalid: boolean; errorMessage: string | undefined };
  className: string;
  gridClassName: string;
}

/** A place of origin or residence as a group: its legend, then its three selectors. */
export function PlaceFieldset({ kind, values, message, className, gridClassName, ...props }: PlaceFieldsetProps) {
  const keys = placeKeys[kind];
  return (
    <fieldset className={className}>
      <legend>{kind === 'origin' ? 'Origin' : 'Residence'}</legend>
      <div className={gridClassName}>
        <PlaceSelects
          {...props}
          labelSuffix={`of ${kind}`}
          value={{ country: values[keys.country] ?? '', state: values[keys.state] ?? '', localGovernment: values[keys.localGovernment] ?? '' }}
          message={message && ((part) => message(keys[part]))}
        />
      </div>
    </fieldset>
  );
}

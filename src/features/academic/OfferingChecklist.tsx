// "Pick what the state offers": the configure pages of classes and subjects (SPEC section 2; registration lands on
// the subjects one). The state's own records are ticked when offered; the standard ones it does not have yet can be
// ticked to create them. Saving sends the whole selection (`offered`) and the new names, through a formSubmission
// actor.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { Checkbox, CheckboxGroup, EmptyState, Link } from '../../ui';
import type { OfferingValues } from './offering.form';
import { FormFrame } from '../../shared/FormFrame';
import { useFramedForm } from '../../shared/useFramedForm';
import '../../shared/shared.css';

export type OfferingOption = { id: string; name: string; detail?: string | null };

export interface OfferingChecklistProps {
  /** 'classes' or 'subjects': in the headings and the button. */
  noun: string;
  /** The state's own records. */
  existing: readonly OfferingOption[];
  /** Standard ones the state does not have yet (matched by name), by name. */
  suggestions: readonly OfferingOption[];
  actor: FormSubmissionActor;
  /** Where the list of them is. */
  listHref: string;
  createLabel: string;
}

export function OfferingChecklist({ noun, existing, suggestions, actor, listHref, createLabel }: OfferingChecklistProps) {
  const { values, busy, set, submit } = useFramedForm<OfferingValues>(actor);
  const nothing = existing.length === 0 && suggestions.length === 0;
  return (
    <FormFrame
      actor={actor}
      aria-label={`Choose the ${noun} your state offers`}
      submitLabel={`Save ${noun}`}
      onSubmit={() => submit()}
      secondaryActions={
        <Link href={listHref} variant="standalone" className="OfferingChecklist-link">
          {createLabel}
        </Link>
      }
    >
      {nothing && <EmptyState />}
      {existing.length > 0 && (
        <CheckboxGroup
          label={`Your state's ${noun}`}
          description={`Ticked ${noun} are offered in your state's schools. Unticking one withdraws it but keeps its records.`}
          value={values.offered}
          onChange={set('offered')}
          isDisabled={busy}
          className="OfferingChecklist-group"
        >
          {existing.map((option) => (
            <Checkbox key={option.id} value={option.id}>
              <OptionLabel option={option} />
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
      {suggestions.length > 0 && (
        <CheckboxGroup
          label={`Standard ${noun} to add`}
          description={`Ticked ones are created for your state and offered.`}
          value={values.create}
          onChange={set('create')}
          isDisabled={busy}
          className="OfferingChecklist-group"
        >
          {suggestions.map((option) => (
            <Checkbox key={option.name} value={option.name}>
              <OptionLabel option={option} />
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </FormFrame>
  );
}

function OptionLabel({ option }: { option: OfferingOption }) {
  return (
    <span className="OfferingChecklist-option">
      <span>{option.name}</span>
      {option.detail && <span className="OfferingChecklist-detail">{option.detail}</span>}
    </span>
  );
}

/** The standard options whose names (case-insensitive) the state does not have yet. */
export function missingSuggestions<T extends { name: string }>(standard: readonly T[], existing: readonly { name: string }[]): T[] {
  const have = new Set(existing.map((item) => item.name.trim().toLocaleLowerCase()));
  return standard.filter((item) => !have.has(item.name.trim().toLocaleLowerCase()));
}

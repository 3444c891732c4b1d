// The student form (admitting a student, and a student's page): the student, their school and class, their origin and
// address, and their guardian, inside FormFrame on a formSubmission actor. A class's arms are the class's own; changing
// the class clears the arm, changing the state of origin clears its local government (studentChange).
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { studentChange, type StudentFormValues } from './student.form';
import { nigerianStatesOf, type StudentFilterOptions } from './studentSearch.form';
import { TextField } from '../../ui';
import { FormFrame, type FramedFormProps } from '../../shared/FormFrame';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { GenderSelect, PhoneNumberField } from '../../shared/PersonFields';
import { useFramedForm } from '../../shared/useFramedForm';
import { ChoiceSelect, named } from '../../shared/ChoiceSelect';
import '../../shared/profile.css';

export interface StudentFormProps extends FramedFormProps {
  actor: FormSubmissionActor;
  options: Pick<StudentFilterOptions, 'schools' | 'classes' | 'places'>;
}

const notSet = 'Not set';

export function StudentForm({ actor, options, ...frame }: StudentFormProps) {
  const { values, set, message, submit } = useFramedForm<StudentFormValues>(actor);
  const change = (field: keyof StudentFormValues) => (value: string) => actor.send({ type: 'form.changed', values: studentChange(field, value) });
  const arms = options.classes.find((c) => c.id === values.classId)?.arms ?? [];
  const states = nigerianStatesOf(options.places);
  const lgas = states.find((state) => state.name === values.stateOfOrigin)?.lgas ?? [];
  return (
    <FormFrame {...frame} actor={actor} onSubmit={() => submit()}>
      <fieldset className="Profile-group">
        <legend>Student</legend>
        <div className="Profile-grid">
          <TextField label="First name" value={values.firstName} onChange={set('firstName')} isRequired {...message('firstName')} />
          <TextField label="Middle name" value={values.middleName} onChange={set('middleName')} {...message('middleName')} />
          <TextField label="Last name" value={values.lastName} onChange={set('lastName')} isRequired {...message('lastName')} />
          <GenderSelect value={values.gender} onChange={set('gender')} {...message('gender')} />
          <IsoDatePicker label="Date of birth" value={values.dob} onChange={set('dob')} disallowFuture isRequired {...message('dob')} />
        </div>
      </fieldset>
      <fieldset className="Profile-group">
        <legend>Admission</legend>
        <div className="Profile-grid">
          <TextField
            label="Admission number"
            description="Unique in the school; left empty, one is given"
            value={values.admissionNumber}
            onChange={set('admissionNumber')}
            {...message('admissionNumber')}
          />
          <IsoDatePicker
            label="Admission date"
            description="Left empty, today"
            value={values.admissionDate}
            onChange={set('admissionDate')}
            disallowFuture
            {...message('admissionDate')}
          />
          <ChoiceSelect label="School" value={values.schoolId} options={options.schools} onChange={set('schoolId')} noneLabel="Choose a school" {...message('schoolId')} />
          <ChoiceSelect label="Class" value={values.classId} options={options.classes} onChange={change('classId')} noneLabel={notSet} {...message('classId')} />
          <ChoiceSelect
            label="Class arm"
            value={values.classArm}
            options={named(arms)}
            onChange={set('classArm')}
            noneLabel={notSet}
            isDisabled={arms.length === 0}
            description={values.classId ? undefined : 'Choose a class first'}
            {...message('classArm')}
          />
        </div>
      </fieldset>
      <fieldset className="Profile-group">
        <legend>Origin and address</legend>
        <div className="Profile-grid">
          <ChoiceSelect
            label="State of origin"
            value={values.stateOfOrigin}
            options={named(states.map((s) => s.name))}
            onChange={change('stateOfOrigin')}
            noneLabel={notSet}
            {...message('stateOfOrigin')}
          />
          <ChoiceSelect
            label="Local government of origin"
            value={values.localGovernmentOfOrigin}
            options={named(lgas)}
            onChange={set('localGovernmentOfOrigin')}
            noneLabel={notSet}
            isDisabled={!values.stateOfOrigin}
            description={values.stateOfOrigin ? undefined : 'Choose a state of origin first'}
            {...message('localGovernmentOfOrigin')}
          />
          <TextField label="Address" value={values.address} onChange={set('address')} {...message('address')} />
        </div>
      </fieldset>
      <fieldset className="Profile-group">
        <legend>Parent or guardian</legend>
        <div className="Profile-grid">
          <TextField label="Guardian's name" value={values.guardianName} onChange={set('guardianName')} {...message('guardianName')} />
          <PhoneNumberField
            label="Guardian's phone number"
            isRequired={false}
            value={values.guardianPhoneNumber}
            onChange={set('guardianPhoneNumber')}
            {...message('guardianPhoneNumber')}
          />
        </div>
      </fieldset>
    </FormFrame>
  );
}

// The figures of a school's info dialog (SPEC section 2: staff count, student count, male and female student counts),
// read when the dialog opens, on a schoolInformation actor of its own.
import { useActorRef, useSelector } from '@xstate/react';
import { schoolInformationMachine, type SchoolInformationActor, type SchoolInformationLogic } from './schoolInformation.machine';
import { Banner, Button } from '../../ui';
import { FieldList } from '../../shared/InfoDialog';

const numberFormat = new Intl.NumberFormat('en-NG');

export function SchoolFigures({ id, logic = schoolInformationMachine }: { id: string; logic?: SchoolInformationLogic }) {
  const actor = useActorRef(logic, { input: { id } });
  return <SchoolFiguresOf actor={actor} />;
}

export function SchoolFiguresOf({ actor }: { actor: SchoolInformationActor }) {
  const information = useSelector(actor, (s) => s.context.information);
  const error = useSelector(actor, (s) => s.context.error);
  const state = useSelector(actor, (s) => s.value);
  if (state === 'failed')
    return (
      <Banner
        tone="error"
        title="The school's figures could not be read"
        action={
          <Button variant="secondary" onPress={() => actor.send({ type: 'information.retry' })}>
            Try again
          </Button>
        }
      >
        {error}
      </Banner>
    );
  if (!information)
    return (
      <p role="status" className="SchoolFigures-loading">
        Reading the school&apos;s figures…
      </p>
    );
  return (
    <FieldList
      fields={[
        { label: 'Staff count', value: numberFormat.format(information.staffCount) },
        { label: 'Student count', value: numberFormat.format(information.studentCount) },
        { label: 'Male students', value: numberFormat.format(information.maleStudentCount) },
        { label: 'Female students', value: numberFormat.format(information.femaleStudentCount) },
      ]}
    />
  );
}

// /register: a state and its administrator. The loader reads the 37 states and the titles; the registration actor
// does the rest. Registering signs the new admin in and opens /subject-management/configure (SPEC section 4).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { useAppServices } from '../../services/AppServices';
import { afterRegistrationPath, registrationMachine } from '../../features/auth/registration.machine';
import { RegistrationView } from '../../features/auth/RegistrationView';

export const Route = createFileRoute('/_auth/register')({
  staticData: { title: 'Register' },
  loader: async ({ abortController }) => {
    const enums = dataOf(await portalClient.GET('/generic-apis/all-enum', { signal: abortController.signal }));
    const nigeria = enums.fullStateEnum.find((entry) => entry.country === 'Nigeria') ?? enums.fullStateEnum[0];
    return {
      states: (nigeria?.states ?? []).map((state) => state.name),
      titles: enums.titleEnum,
    };
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { states, titles } = Route.useLoaderData();
  const { session } = useAppServices();
  const navigate = useNavigate();
  const registration = useActorRef(registrationMachine);

  useEffect(() => {
    const subscription = registration.on('registration.signedIn', ({ authorizationToken, staff }) => {
      session.send({ type: 'session.started', authorizationToken, staff });
      void navigate({ to: afterRegistrationPath, replace: true });
    });
    return () => subscription.unsubscribe();
  }, [registration, session, navigate]);

  return <RegistrationView registration={registration} states={states} titles={titles} />;
}

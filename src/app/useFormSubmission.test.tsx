// @vitest-environment jsdom
import { act, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import { AppServicesProvider, createAppServices } from '../services/AppServices';
import { useFormSubmission, type FormSubmissionOptions } from './useFormSubmission';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { name: string };
type Options = FormSubmissionOptions<Values, { id: string }>;

/** A form's view in miniature: it records the actor the hook gives it at each render. */
function Form({ options, actors }: { options: Options; actors: FormSubmissionActor[] }) {
  const actor = useFormSubmission(options);
  useEffect(() => {
    if (actors.at(-1) !== actor) actors.push(actor);
  });
  return null;
}

function mounted() {
  const services = createAppServices();
  services.notifications.start();
  const root = createRoot(document.createElement('div'));
  const actors: FormSubmissionActor[] = [];
  const render = (options: Options) =>
    act(async () =>
      root.render(
        <StrictMode>
          <AppServicesProvider services={services}>
            <Form options={options} actors={actors} />
          </AppServicesProvider>
        </StrictMode>,
      ),
    );
  return { services, actors, render, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  vi.useRealTimers();
});

it('keeps one running actor through strict mode, shows the overlay while it submits, and tells the answer and the end', async () => {
  const { services, actors, render, unmount } = mounted();
  const onSucceeded = vi.fn();
  const onDone = vi.fn();
  const calls: Values[] = [];
  const options = (name: string, submit: Options['submit']): Options => ({
    values: { name },
    successMessage: 'Class Created Successfully',
    redirectDelayMs: 20,
    busyLabel: 'Creating…',
    submit,
    onSucceeded,
    onDone,
  });
  let answer!: (result: { id: string }) => void;
  await render(options('JSS 1', (values) => new Promise((resolve) => ((answer = resolve), calls.push(values)))));
  const [first] = actors;
  expect(actors).toHaveLength(1);
  expect(first?.getSnapshot().status).toBe('active');

  await act(async () => first?.send({ type: 'form.submit' }));
  expect(services.overlay.getSnapshot()).toEqual({ isOpen: true, label: 'Creating…' });
  // A re-render's call is the one a later submit sends; the one under way goes on.
  await render(options('JSS 2', async (values) => (calls.push({ name: `newer ${values.name}` }), { id: 'c2' })));
  await act(async () => answer({ id: 'c1' }));
  expect(services.overlay.getSnapshot().isOpen).toBe(false);
  expect(onSucceeded).toHaveBeenCalledWith({ id: 'c1' });
  expect(services.notifications.getSnapshot().context.queue.map((n) => n.message)).toEqual(['Class Created Successfully']);

  // After the redirect delay the actor ends, and a fresh one starts from the options as they are now.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(onDone).toHaveBeenCalledWith({ result: { id: 'c1' }, redirectTo: null });
  expect(actors).toHaveLength(2);
  const second = actors[1];
  expect([first?.getSnapshot().status, second?.getSnapshot().status]).toEqual(['done', 'active']);
  expect(second?.getSnapshot().context.values).toEqual({ name: 'JSS 2' });
  await act(async () => second?.send({ type: 'form.submit' }));
  expect(calls).toEqual([{ name: 'JSS 1' }, { name: 'newer JSS 2' }]);

  // Gone with its view: @xstate/react stopped it, so it takes nothing more.
  unmount();
  second?.send({ type: 'form.changed', values: { name: 'JSS 3' } });
  expect(second?.getSnapshot().context.values).toEqual({ name: 'JSS 2' });
});

it('closes the overlay when the view goes while its form submits', async () => {
  const { services, actors, render, unmount } = mounted();
  await render({ values: { name: 'JSS 1' }, submit: () => new Promise(() => {}) });
  await act(async () => actors[0]?.send({ type: 'form.submit' }));
  expect(services.overlay.getSnapshot().isOpen).toBe(true);
  unmount();
  expect(services.overlay.getSnapshot().isOpen).toBe(false);
});

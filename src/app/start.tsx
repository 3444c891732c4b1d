// The app's start-up after its entry (src/main.tsx): the app-wide actors, then the router and the first render, each
// in a task of its own that the browser can answer a tap between.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from '../lib/nextTask';
import { getAppServices } from '../services/AppServices';
import { App } from './App';
import { createAppRouter } from './router';

export async function startApp(root: HTMLElement): Promise<void> {
  const services = getAppServices();
  await nextTask();
  const router = createAppRouter(services);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // in one long task. The static sign-in page of index.html is on screen meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
  });
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { getAppServices } from './services/AppServices';
import './ui/theme.css';
// In the first visit's stylesheet, which index.html's <head> waits for: no request of its own before the first paint.
import './first-paint.css';

/** Lets the browser run what is waiting (a paint, a tap) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (root) {
  // The app's start-up is split into tasks the browser can answer between: evaluating this bundle, starting the
  // app-wide actors, then making the router and the first render. Done in one go, the first two were one task of about
  // 150 ms on a mid-range phone, in which a tap goes unanswered (Lighthouse's total blocking time on /dashboard went
  // from 81-110 to 43-79 ms).
  await nextTask();
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

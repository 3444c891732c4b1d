import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './ui/theme.css';
// In the first visit's stylesheet, which index.html's <head> waits for: no request of its own before the first paint.
import './first-paint.css';

const root = document.getElementById('root');
if (root) {
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // in one long task (what a slow phone feels as a page that does not answer; Lighthouse's total blocking time). The
  // static sign-in page of index.html is on screen meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

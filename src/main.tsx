// The app's entry. Its start-up is split into tasks the browser can answer a tap between: evaluating the framework
// (imported here), evaluating the app's own code (imported below once that task is over: the build makes it a file of
// its own, which index.html asks for at once), starting the app-wide actors, then the first render (src/app/start.tsx,
// or on a first visit to /login src/app/startSignIn.tsx). Done in one go, the evaluation alone is one task of more
// than 100 ms on a mid-range phone.
import 'react-dom/client';
import 'xstate';
import './ui/theme.css';
// In the first visit's stylesheet, which index.html's <head> waits for: no request of its own before the first paint.
import './first-paint.css';
import { nextTask } from './lib/nextTask';

const root = document.getElementById('root');
if (root) {
  await nextTask();
  // src/first-paint.js has painted index.html's static sign-in page (a first visit to /login, no sign-in to
  // restore): the sign-in page alone, without the router, which comes when the visitor leaves the page.
  const start =
    document.documentElement.dataset.firstPaint === 'login'
      ? (await import('./app/startSignIn')).startSignIn
      : (await import('./app/start')).startApp;
  await nextTask();
  await start(root);
}

// The app's entry. Its start-up is split into tasks the browser can answer a tap between: evaluating the framework
// (imported here), evaluating the app's own code (imported below once that task is over: the build makes it a file of
// its own, which index.html asks for at once), starting the app-wide actors, then the router and the first render
// (src/app/start.tsx). Done in one go, the evaluation alone was one task of more than 100 ms on a mid-range phone.
import 'react-dom/client';
import '@tanstack/react-router';
import 'xstate';
import './ui/theme.css';
// In the first visit's stylesheet, which index.html's <head> waits for: no request of its own before the first paint.
import './first-paint.css';
import { nextTask } from './lib/nextTask';

const root = document.getElementById('root');
if (root) {
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp(root);
}

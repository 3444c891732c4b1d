import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Portal() {
  return (
    <main>
      <h1>State Education Portal</h1>
      <p>The API is running at /api. The application shell arrives with the next release.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Portal /></StrictMode>);

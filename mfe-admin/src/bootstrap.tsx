// Opened on its own, the remote says what it is and which routes it serves through the shell.
import { createRoot } from 'react-dom/client';
import { routes } from './routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <main>
      <h1>Operator Console remote</h1>
      <p>
        This app is loaded by the game shell. It serves:{' '}
        {Object.keys(routes).join(', ') || 'no screen yet'}.
      </p>
    </main>,
  );
}

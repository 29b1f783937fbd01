import '@idle/ui/tokens.css';
import './shell.css';
import { configureApi } from '@idle/api-client';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './pwa/service-worker';

// The request layer's defaults (error notifications and logout through the bus) are the spec's;
// the shell only connects them to the stores in App.
configureApi();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
registerServiceWorker();

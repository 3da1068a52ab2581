// The web app's entry: mounts the providers and the router once the page's module is loaded.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadPageAt } from './app/router';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container = root;

function start() {
  createRoot(container).render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
}

// The page's module is loaded first (the server preloads it), so the first render shows the page, not a loading state.
preloadPageAt(window.location.pathname).then(start, start);

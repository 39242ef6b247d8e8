/** Entry point: global styles, then the app (its router) and the toasts. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { AppToaster } from './app/toaster';
import './styles/tokens.css';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppRouter />
    <AppToaster />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { installGlobalErrorReporting } from '../lib/client-errors.ts';
import { App } from './app.tsx';

installGlobalErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

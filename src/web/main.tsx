// First: configure zod for the CSP before any schema module is evaluated.
import './lib/zod-csp.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppQueryClient, startScreenCalls } from './app/provider.tsx';
import { preloadScreen } from './app/router.tsx';
import { applyLanguageToDocument, getLanguage, loadLanguage } from './lib/i18n/i18n.ts';
import './styles.css';

// lang and dir are set before the first paint so an Arabic page never flashes left-to-right.
applyLanguageToDocument();

// An Arabic reader's table is loaded before the first render, so no English text flashes; the
// first path's screen too, so the first render draws it rather than a spinner, and on a
// dashboard page load the layout's first calls (./app/provider.tsx, startScreenCalls).
// The first render is a transition: React draws it in slices of a few milliseconds and lets the
// browser in between, instead of one long task a phone's user cannot interrupt.
const queryClient = createAppQueryClient();
void Promise.all([
  loadLanguage(getLanguage()),
  preloadScreen(window.location.pathname),
  startScreenCalls(queryClient),
]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});

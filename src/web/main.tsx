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

// Arabic and the first screen load before the first render, a transition drawn in slices.
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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { getDefaultStore } from 'jotai';

import { lightTheme } from '@peiyin/ui';
import { App } from './routes';
import { rememberInvitation } from './state/invite';

// The theme class sits on <html> so portalled dialogs and toasts get the same tokens as the page.
document.documentElement.classList.add(lightTheme);
rememberInvitation();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={getDefaultStore()}>
      <App />
    </Provider>
  </StrictMode>,
);

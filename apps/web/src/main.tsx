import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { getDefaultStore } from 'jotai';

import { lightTheme } from '@peiyin/ui';
import { App } from './routes';
import { rememberInvitation } from './state/invite';
import { bannerOrTimeout } from './layout/bootBanner';

// The theme class sits on <html> so portalled dialogs and toasts get the same tokens as the page.
document.documentElement.classList.add(lightTheme);
rememberInvitation();

// the activity banner is drawn with the first render, not pushed in above the page later (issue 27)
void bannerOrTimeout().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={getDefaultStore()}>
        <App />
      </Provider>
    </StrictMode>,
  ),
);

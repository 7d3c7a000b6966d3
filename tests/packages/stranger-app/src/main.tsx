import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@peiyin/ui/styles.css';
import { lightTheme } from '@peiyin/ui';
import { ScriptEditor } from './ScriptEditor';

// The theme's CSS variables hang off this class; on <html>, portalled pop-ups read them too.
document.documentElement.classList.add(lightTheme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ScriptEditor />
  </StrictMode>,
);

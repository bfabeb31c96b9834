/**
 * Start-up order: load the deploy-time config, configure Amplify with it,
 * then render. Nothing renders against an unconfigured Amplify.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ConfigError } from './app/config-error';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { configureAmplify } from './lib/amplify';
import './index.css';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    setRuntimeConfig(config);
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(<ConfigError error={error} />);
  },
);

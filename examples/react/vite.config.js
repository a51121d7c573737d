// Vite with React's plugin (JSX, and fast refresh under `npm run dev`); oxo-ai needs no config.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
});

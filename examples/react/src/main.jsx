// Starts the stand-in server and mounts the client: max (X) plays from the board, moritz (O)
// is oxo-ai. A real app would connect to its server here instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';
import { createGameServer } from './server.js';
import './style.css';

const players = ['max', 'moritz'];
const server = createGameServer({ players });

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App server={server} human={players[0]} ai={players[1]} />
  </StrictMode>,
);

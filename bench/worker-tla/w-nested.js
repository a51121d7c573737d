import { value } from './mid.js';
self.onmessage = (e) => self.postMessage({ got: e.data, value });

import { value } from './dep-fetch.js';
self.onmessage = (e) => self.postMessage({ got: e.data, value });

export const value = (await (await fetch('./dep-none.js')).text()).length;

// The facade (react-router-dom.mjs) imports the real package by an alias only the host's build
// sets (hostConfig.ts); the type check knows it by name only.
declare module 'vitrin-react-router-dom-full';

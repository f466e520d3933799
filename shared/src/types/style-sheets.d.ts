// A component's style sheet, made at build time (webpack's CSS support, ADR 0058): imported for
// its side effect only (`import './X.css'`); its classes are global names, not exports.
declare module '*.css';

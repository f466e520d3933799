// The host's entry. Federation's asyncStartup loads the shared singletons before this runs.
// Start-up evaluates its modules in slices — react-dom, the router, MUI's styling, shared, then the
// app in three parts — with the browser let in between (evaluated in one go, they were one long task on a phone:
// ADR 0061). The eager imports add no request: the modules are in the
// chunks start-up loads anyway; `webpackExports` names one export each that the app uses, so a
// build without federation (the bench's one bundle) does not keep whole modules for them.

// The theme's tokens as custom properties for the style sheets made at build time (ADR 0058):
// main's CSS file, which index.html links before any script runs.
import '@vitrin/shared/tokens.css';

const pause = () => new Promise<void>((resolve) => {
  setTimeout(resolve, 0);
});

async function start(): Promise<void> {
  await import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ 'react-dom/client');
  await pause();
  await import(/* webpackMode: "eager", webpackExports: ["createBrowserRouter"] */ 'react-router-dom');
  await pause();
  await import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ '@mui/material/styles');
  await pause();
  await import(/* webpackMode: "eager", webpackExports: ["bus"] */ '@vitrin/shared');
  await pause();
  // The app itself in three slices: what start-up runs before the first render (contract schemas,
  // bootstrap, remotes, member state), then the route tree with the shell, then the rest. Each
  // import is the root of its own concatenated module, so each slice is a task of its own; as one
  // import it was one concatenated module and one long task (ADR 0068).
  await import(/* webpackMode: "eager", webpackExports: ["prepareApp"] */ './app/start/prepareApp');
  await pause();
  await import(/* webpackMode: "eager", webpackExports: ["createAppRouter"] */ './app/router/createAppRouter');
  await pause();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start/startApp');
  await startApp();
}

void start();

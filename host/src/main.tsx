// The host's entry. Federation's asyncStartup loads the shared singletons before this runs.
// Start-up evaluates its modules in slices — react-dom, the router, MUI's styling, shared, then the
// app — with the browser let in between (evaluated in one go, they were one long task on a phone:
// ADR 0061). The eager imports add no request: the modules are in the
// chunks start-up loads anyway; `webpackExports` names one export each that the app uses, so a
// build without federation (the bench's one bundle) does not keep whole modules for them.
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
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start/startApp');
  await startApp();
}

void start();

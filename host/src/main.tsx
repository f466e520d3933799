// The host's entry. Federation's asyncStartup loads the shared singletons before this runs.
// Start-up evaluates its modules in slices — react-dom, the router, MUI's styling, shared, then the
// app — with the browser let in between (issue 15: evaluated in one go, they were one task of
// 120–250 ms on a phone under 4× CPU). The eager imports add no request: the modules are in the
// chunks start-up loads anyway. (Not the contract: a namespace import would keep all of it.)
const pause = () => new Promise<void>((resolve) => {
  setTimeout(resolve, 0);
});

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await pause();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await pause();
  await import(/* webpackMode: "eager" */ '@mui/material/styles');
  await pause();
  await import(/* webpackMode: "eager" */ '@vitrin/shared');
  await pause();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start/startApp');
  await startApp();
}

void start();

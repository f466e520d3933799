// The host's entry. Federation's asyncStartup loads the shared singletons before this runs, so no
// hand-written bootstrap file is needed.
import { startApp } from './app/start/startApp';

void startApp();

// What the host provides to every container as the shared singleton `react-router-dom`.
//
// A shared module cannot be tree-shaken by its consumers (any remote may use any export), so the
// host used to ship the whole of react-router 7: framework mode, server rendering, sessions,
// cookies, RSC, turbo-stream decoding — none of which a browser-only data-router SPA ever runs.
// This facade is the router surface of the contract: every client-side API of react-router-dom 7
// (components, hooks, data-router factories, helpers), nothing server-side. Webpack drops the rest
// of react-router because only these names are exported (react-router is "sideEffects": false).
//
// Adding a client-side export here is safe; removing one breaks remotes that use it. The list is
// checked against every import of react-router-dom in the workspace by
// routerSurface.ts (every build fails on a name the facade lacks).
export {
  // components
  Await,
  BrowserRouter,
  Form,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  RouterProvider,
  Routes,
  ScrollRestoration,
  // data routers and route helpers
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  createRoutesFromChildren,
  createRoutesFromElements,
  createContext,
  RouterContextProvider,
  renderMatches,
  // navigation results
  data,
  redirect,
  redirectDocument,
  replace,
  isRouteErrorResponse,
  // path helpers
  createPath,
  createSearchParams,
  generatePath,
  href,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  NavigationType,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  // hooks
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
  // contexts some router-aware libraries read
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'vitrin-react-router-dom-full';

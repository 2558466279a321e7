// What every app shares as 'react-router-dom' (shared.cjs): the part of React Router the apps
// use, re-exported by name. A shared module is bundled whole, and React Router whole (its
// server rendering, data APIs and sessions included) weighs 52 KB brotli in every page's first
// load; the parts below weigh about half. The apps go on importing 'react-router-dom' (its types
// are the package's own); `shared-router.test.ts` fails when one imports a name missing here.
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
// the DOM's RouterProvider (react-dom's flushSync), as react-router-dom exports it
export { RouterProvider } from 'react-router/dom';

// What every app shares as 'react-router-dom' (shared.cjs): the part of React Router the apps
// use, re-exported by name. A shared module is bundled whole, and React Router whole (its
// server rendering, data routers and sessions included) weighs 52 KB brotli in every page's first
// load; the parts below (plain routers: the shell renders its routes with useRoutes) weigh 11 KB. The apps go on importing 'react-router-dom' (its types
// are the package's own); `shared-router.test.ts` fails when one imports a name missing here.
export {
  BrowserRouter,
  createPath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';

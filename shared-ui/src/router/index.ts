/**
 * react-router-dom for every package of the page, through one shared module: each parcel keeps its own router (its
 * own React root), but the library's code loads once per page. Shared whole, react-router-dom cannot be
 * tree-shaken (66 KB gz); bundled, each routed package carried its own copy (about 12 KB br each, two on every remote
 * screen); shared through this entry, the page loads the declarative part once. Import the router from here, never
 * from 'react-router-dom' (lint holds it), or a package gets a copy whose contexts the others' links cannot see.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchRoutes,
  parsePath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavigateFunction, RouteObject, To } from 'react-router-dom';

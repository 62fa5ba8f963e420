export { navigate, currentLocation, subscribeToLocation, type NavigateOptions, type PageLocation } from './history';
export { matchPath, compareRouteSpecificity, type PathParams } from './match-path';
export { useLocation, usePathname, useNavigate, useParams, RouteParamsContext } from './hooks';
export { Link, Navigate, type LinkProps } from './Link';

import { createContext, useContext, useSyncExternalStore } from 'react';
import { currentLocation, navigate, subscribeToLocation, type PageLocation } from './history';
import type { PathParams } from './match-path';

export function useLocation(): PageLocation {
  return useSyncExternalStore(subscribeToLocation, currentLocation, currentLocation);
}

export function usePathname(): string {
  return useLocation().pathname;
}

/** For components that take a navigate function (the same one for every caller). */
export function useNavigate(): typeof navigate {
  return navigate;
}

/** The named segments of the declared route that drew this screen (`/game/:roomId` → `{ roomId }`). */
export const RouteParamsContext = createContext<PathParams>({});

export function useParams<T extends string = string>(): Partial<Record<T, string>> {
  return useContext(RouteParamsContext) as Partial<Record<T, string>>;
}

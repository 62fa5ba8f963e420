import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/** The part of a routes.json route a remote's own router needs. */
export interface DeclaredRoute {
  path: string;
  module: string;
}

export interface DeclaredRoutesProps {
  /** The `routes` of the remote's routes.json: the one place its paths are written. */
  routes: readonly DeclaredRoute[];
  /** The exposed module this router belongs to. */
  module?: string;
  /** The screen of each declared path of that module. */
  screens: Readonly<Record<string, ReactNode>>;
}

/**
 * A remote's router, built from the routes it declares to the shell, so a new screen is one routes.json entry and
 * one screen here. A declared path without a screen is a mistake shown at once (the section's error panel), not
 * a silently empty page. Paths the module does not own render nothing: the shell decides what is mounted where.
 */
export function DeclaredRoutes({ routes, module = 'app', screens }: DeclaredRoutesProps) {
  return (
    <Routes>
      {routes
        .filter((route) => route.module === module)
        .map((route) => {
          if (!(route.path in screens)) throw new Error(`${route.path} is declared in routes.json but has no screen`);
          return <Route key={route.path} path={route.path} element={screens[route.path]} />;
        })}
      <Route path="*" element={null} />
    </Routes>
  );
}

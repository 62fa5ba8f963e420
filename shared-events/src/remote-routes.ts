/**
 * What a remote contributes to the page, declared in its own `src/routes.json` and published beside its build as
 * `routes.json` (or inlined in `/remotes.json`). The shell reads it at runtime and composes its routes and slots
 * from it, so adding a screen or a widget touches only the remote. Types only; the shell validates the file.
 */

/** `shared`: under the header in the page container; `fullscreen`: under the header, full width; `bare`: no header. */
export type RouteLayout = 'shared' | 'fullscreen' | 'bare';

/**
 * `required`: a visitor is sent to /login (a route) or sees nothing (a slot extension). `admin`: the same, and a
 * signed-in user without the admin role finds no such page (not found) or sees nothing; the server refuses their
 * calls anyway.
 */
export type SessionRequirement = 'required' | 'optional' | 'admin';

export interface RemoteRoute {
  /** Whole-path pattern; `:name` matches one segment (`/tournaments/:id`). */
  path: string;
  /** The exposed module (`./<module>` in the remote's webpack `exposes`) mounted on this path. */
  module: string;
  layout: RouteLayout;
  session: SessionRequirement;
  /**
   * GETs the page sends as soon as it knows its route, before the app's code has run (`/api/rooms/:roomId`, filled
   * from the path): the module's HTTP client is answered from them once (early-answers.ts). Only this origin's
   * `/api/` paths; read by the page's first script, not by the shell.
   */
  prefetch?: string[];
}

export interface RemoteExtension {
  /** A named place in the shell's page, such as `header.bell` or `dashboard.widgets`. */
  slot: string;
  module: string;
  /** Lower first within the slot. */
  order: number;
  session: SessionRequirement;
  /**
   * A page bus event (`wallet:depositRequested`): the extension is fetched and mounted only when it is first emitted,
   * and receives that event's payload as its `trigger` prop; a page where nobody asks never downloads it.
   */
  mountOn?: string;
}

export interface RemoteRoutes {
  routes: RemoteRoute[];
  extensions: RemoteExtension[];
}

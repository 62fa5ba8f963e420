import type { RemoteExtension, RemoteRoute, RemoteRoutes, RouteLayout, SessionRequirement } from 'shared-events';

const LAYOUTS: readonly RouteLayout[] = ['shared', 'fullscreen', 'bare'];
const SESSIONS: readonly SessionRequirement[] = ['required', 'optional', 'admin'];
const MODULE_NAME = /^[A-Za-z][\w-]*$/;
const BUS_EVENT = /^[a-z]+:[A-Za-z]+$/;
const PATH_PATTERN = /^\/([\w.~-]+|:[A-Za-z]\w*)?(\/([\w.~-]+|:[A-Za-z]\w*))*$/;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(allowed: readonly T[], value: unknown): value is T => allowed.includes(value as T);

function listOf(file: Fields, key: string, problems: string[]): Fields[] {
  const value = file[key] ?? [];
  if (!Array.isArray(value)) {
    problems.push(`"${key}" must be an array`);
    return [];
  }
  value.forEach((item, index) => {
    if (!isObject(item)) problems.push(`${key}[${index}] must be an object`);
  });
  return value.filter(isObject);
}

function checkRoute(route: Fields, where: string, problems: string[]): route is Fields & RemoteRoute {
  const before = problems.length;
  if (typeof route.path !== 'string' || !PATH_PATTERN.test(route.path))
    problems.push(`${where}.path must be a path pattern such as /tournaments/:id`);
  if (typeof route.module !== 'string' || !MODULE_NAME.test(route.module)) problems.push(`${where}.module must name an exposed module`);
  if (!oneOf(LAYOUTS, route.layout)) problems.push(`${where}.layout must be one of ${LAYOUTS.join(', ')}`);
  // Stated on every route: a route left open by omission would be a security hole.
  if (!oneOf(SESSIONS, route.session)) problems.push(`${where}.session must be one of ${SESSIONS.join(', ')}`);
  return problems.length === before;
}

function toExtension(extension: Fields, where: string, problems: string[]): RemoteExtension | undefined {
  const before = problems.length;
  const { slot, module, order = 0, session = 'optional', mountOn } = extension;
  if (typeof slot !== 'string' || !slot) problems.push(`${where}.slot must name a slot such as dashboard.widgets`);
  if (typeof module !== 'string' || !MODULE_NAME.test(module)) problems.push(`${where}.module must name an exposed module`);
  if (typeof order !== 'number' || !Number.isFinite(order)) problems.push(`${where}.order must be a number`);
  if (!oneOf(SESSIONS, session)) problems.push(`${where}.session must be one of ${SESSIONS.join(', ')}`);
  if (mountOn !== undefined && (typeof mountOn !== 'string' || !BUS_EVENT.test(mountOn)))
    problems.push(`${where}.mountOn must name a bus event such as wallet:depositRequested`);
  if (problems.length !== before) return undefined;
  const placed = { slot: slot as string, module: module as string, order: order as number, session: session as SessionRequirement };
  return mountOn === undefined ? placed : { ...placed, mountOn: mountOn as string };
}

export class InvalidRemoteRoutesError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid routes.json: ${problems.join('; ')}`);
  }
}

/**
 * Checks a remote's routes.json (or the same fields inlined in /remotes.json). A file with any mistake is refused
 * whole: half of a remote's routes, or a route without its session rule, would be worse than a clear error.
 */
export function parseRemoteRoutes(value: unknown): RemoteRoutes {
  if (!isObject(value)) throw new InvalidRemoteRoutesError(['the file must be a JSON object']);
  const problems: string[] = [];
  const routes = listOf(value, 'routes', problems).filter((route, index) => checkRoute(route, `routes[${index}]`, problems));
  const extensions = listOf(value, 'extensions', problems).flatMap(
    (extension, index) => toExtension(extension, `extensions[${index}]`, problems) ?? [],
  );
  if (problems.length > 0) throw new InvalidRemoteRoutesError(problems);
  return {
    routes: routes.map(({ path, module, layout, session }) => ({ path, module, layout, session })),
    extensions,
  };
}

export type PathParams = Readonly<Record<string, string>>;

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/**
 * Matches a whole path against a declared pattern: `:name` takes one non-empty segment, a trailing slash is
 * ignored. Returns the named segments (decoded), or `undefined` when the path is another screen's.
 */
export function matchPath(pattern: string, pathname: string): PathParams | undefined {
  const expected = segments(pattern);
  const actual = segments(pathname);
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    if (isParam(segment)) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual[index]);
      } catch {
        return undefined;
      }
    } else if (segment !== actual[index]) {
      return undefined;
    }
  }
  return params;
}

/**
 * The order route patterns are tried in: segment by segment, a fixed segment before a `:param`
 * (`/tournaments/new` before `/tournaments/:id`), then the shorter pattern. Equal ranks compare as 0, so a stable
 * sort keeps their declaration order.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const left = segments(a).map(isParam);
  const right = segments(b).map(isParam);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) return left[index] ? 1 : -1;
  }
  return left.length - right.length;
}

import type { RouteObject } from 'react-router';

/** Every full path a route table answers (index routes as their parent's path), for checks against the spec. */
export function routePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    const here = route.index || (route.path !== undefined && !route.children?.length) ? [own || '/'] : [];
    return [...here, ...routePaths(route.children ?? [], own)];
  });
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

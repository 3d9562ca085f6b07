import { build, type Rolldown } from 'vite';
import { assignRouteGroups, type BuiltChunk } from './groupRouteChunks.ts';

const PLANNING = 'MARKETPLACE_WEB_ROUTE_GROUPS_PLANNING';

/** True inside the first, planning build (which must not plan again). */
export function isPlanningBuild(): boolean {
  return process.env[PLANNING] === '1';
}

function builtChunksOf(result: Awaited<ReturnType<typeof build>>): BuiltChunk[] {
  return [result]
    .flat()
    .filter((output): output is Rolldown.RolldownOutput => typeof output === 'object' && output !== null && 'output' in output)
    .flatMap((output) => output.output)
    .flatMap((chunk) =>
      chunk.type === 'chunk'
        ? [
            {
              fileName: chunk.fileName,
              isEntry: chunk.isEntry,
              facadeModuleId: chunk.facadeModuleId,
              imports: chunk.imports,
              dynamicImports: chunk.dynamicImports,
              moduleIds: Object.entries(chunk.modules)
                .filter(([, module]) => module.renderedLength > 0)
                .map(([id]) => id),
              moduleSizes: Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])),
            },
          ]
        : [],
    );
}

/**
 * Builds the client once without route groups, in memory, and groups the route chunks' modules
 * from what that build put where (which modules a page really uses is known only after
 * tree-shaking: the pages import widgets through the design system's index).
 */
export async function planRouteGroups(options: {
  root: string;
  configFile: string;
  /** The real build's mode, so that both builds see the same environment. */
  mode: string;
  isEntry: (moduleId: string) => boolean;
  isRouteModule: (moduleId: string) => boolean;
  groupedElsewhere: (moduleId: string) => boolean;
}): Promise<Map<string, string>> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({
      root: options.root,
      configFile: options.configFile,
      mode: options.mode,
      logLevel: 'silent',
      build: { write: false },
    });
    return assignRouteGroups(builtChunksOf(result), options.isEntry, options.isRouteModule, options.groupedElsewhere);
  } finally {
    delete process.env[PLANNING];
  }
}

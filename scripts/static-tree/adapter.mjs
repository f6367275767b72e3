// @ts-check
/**
 * A Next.js Deployment Adapter (next.config.ts `adapterPath`): when `next build` completes, it
 * hands the build's documented outputs to scripts/static-tree/build.ts, which writes the static
 * tree (out/) that nginx serves (`npm run start:nginx`). Plain JavaScript, as Next loads it; the
 * TypeScript is run through tsx.
 */
import { register } from 'tsx/esm/api';

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'static-tree',
  async onBuildComplete({ outputs, projectDir }) {
    const unregister = register({ tsconfig: `${projectDir}/tsconfig.json` });
    try {
      const { writeStaticTree } = await import('./build.ts');
      await writeStaticTree({
        projectDir,
        outputs: {
          prerenders: outputs.prerenders.map((output) => {
            const type = output.fallback?.initialHeaders?.['content-type'];
            return { pathname: output.pathname, filePath: output.fallback?.filePath, contentType: Array.isArray(type) ? type[0] : type };
          }),
          staticFiles: outputs.staticFiles.map((output) => ({ pathname: output.pathname, filePath: output.filePath })),
        },
      });
    } finally {
      await unregister();
    }
  },
};

export default adapter;

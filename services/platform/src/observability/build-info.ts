import { gauge } from './metrics.ts';

const buildInfo = gauge({
  name: 'wine_build_info',
  help: 'Always 1: which build of which service runs, for joining with other series and spotting a half-done deploy',
  labelNames: ['service', 'version', 'commit', 'node_version'],
});

export interface BuildInfo {
  service: string;
  version: string;
  commit: string;
}

export function exposeBuildInfo({ service, version, commit }: BuildInfo): void {
  buildInfo.reset();
  buildInfo.set({ service, version, commit, node_version: process.version }, 1);
}

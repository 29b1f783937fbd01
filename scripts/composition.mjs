// The remotes of the composition and their ports (DESIGN table order), shared by `npm start`
// and the browser tests; the ports come from libs/build-config, like the apps' dev servers.
import ports from '@idle/build-config/remote-ports.json' with { type: 'json' };

export const REMOTES = Object.entries(ports).map(([folder, port]) => ({ folder, port }));

/** The registry served at /remotes.json for the given remotes. */
export function remoteRegistry(remotes, host = 'localhost') {
  return remotes.map((remote) => ({
    remote: remote.folder,
    entry: `http://${host}:${remote.port}/mf-manifest.json`,
  }));
}

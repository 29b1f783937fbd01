/**
 * The contracts version every app is built with. A remote exposes the version it was built
 * against; the shell refuses a remote whose major differs (a breaking change of these shapes).
 */
export const CONTRACTS_VERSION = '1.0.0';

export function contractsMajor(version: string): number {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (!Number.isSafeInteger(major)) throw new Error(`Not a contracts version: ${version}`);
  return major;
}

export function isCompatibleContractsVersion(remoteVersion: string): boolean {
  try {
    return contractsMajor(remoteVersion) === contractsMajor(CONTRACTS_VERSION);
  } catch {
    return false;
  }
}

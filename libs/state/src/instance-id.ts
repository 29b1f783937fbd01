/**
 * A random id made once per module load. Two apps that read the same id share one copy of the
 * module (the federation singleton works). Math.random on purpose: crypto.randomUUID needs a
 * secure context.
 */
export function randomInstanceId(): string {
  const random = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
  return `${Date.now().toString(36)}-${random}`;
}

import { randomInstanceId } from './instance-id';

/** Random per load of this module: equal in the shell and a remote when they share one copy. */
export const STATE_INSTANCE_ID: string = randomInstanceId();

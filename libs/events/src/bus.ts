/**
 * The typed event bus (mitt) the shell and the remotes share. This module is a Module Federation
 * singleton: every app that imports `@idle/events` gets the same `bus`.
 */
import type { BusEvents } from '@idle/contracts';
import mitt from 'mitt';
import type { Emitter, EventHandlerList, Handler, WildCardEventHandlerList } from 'mitt';
import { randomInstanceId } from './instance-id';

/** The names of the events declared in `BusEvents` (its index signature left out). */
export type BusEventName = keyof {
  [
    Key in keyof BusEvents as string extends Key
      ? never
      : number extends Key
        ? never
        : symbol extends Key
          ? never
          : Key
  ]: BusEvents[Key];
};

/** Called when a handler throws; the other handlers of the event still run. */
export type BusErrorReporter = (error: unknown, type: keyof BusEvents) => void;

export interface BusOptions {
  /** Default: `console.error`. */
  onHandlerError?: BusErrorReporter;
}

const reportToConsole: BusErrorReporter = (error, type) => {
  console.error(`[@idle/events] a "${String(type)}" handler failed`, error);
};

/**
 * A new typed bus. It behaves like mitt, except that a handler that throws does not stop the
 * handlers after it (one remote's bug must not silence the shell): the error goes to
 * `onHandlerError` instead.
 */
export function createBus(options: BusOptions = {}): Emitter<BusEvents> {
  const report = options.onHandlerError ?? reportToConsole;
  const emitter = mitt<BusEvents>();
  const { all } = emitter;

  function emit(type: keyof BusEvents, event?: unknown): void {
    const handlers = all.get(type) as EventHandlerList | undefined;
    for (const handler of handlers?.slice() ?? []) {
      try {
        handler(event);
      } catch (error) {
        report(error, type);
      }
    }
    const wildcards = all.get('*') as WildCardEventHandlerList<BusEvents> | undefined;
    for (const handler of wildcards?.slice() ?? []) {
      try {
        handler(type, event);
      } catch (error) {
        report(error, type);
      }
    }
  }

  return { ...emitter, emit };
}

/** The page's one bus. */
export const bus: Emitter<BusEvents> = createBus();

/** Random per load of this module: equal in the shell and a remote when they share one copy. */
export const BUS_INSTANCE_ID: string = randomInstanceId();

/**
 * Listens to one event of the page's bus (or of `on`, another bus) and returns the function that
 * stops listening, ready to be an effect's cleanup.
 */
export function onBus<Name extends BusEventName>(
  type: Name,
  handler: Handler<BusEvents[Name]>,
  on: Emitter<BusEvents> = bus,
): () => void {
  on.on(type, handler);
  return () => {
    on.off(type, handler);
  };
}

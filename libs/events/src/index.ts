/** @idle/events: the typed mitt bus the shell and the remotes share (a federation singleton). */
export { BUS_INSTANCE_ID, bus, createBus, onBus } from './bus';
export type { BusErrorReporter, BusEventName, BusOptions } from './bus';
export type { Emitter, Handler } from 'mitt';

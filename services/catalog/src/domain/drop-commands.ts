import type { Command } from './command.ts';

export type ScheduleDrop = Command<'ScheduleDrop', { date: string; productIds: string[] }>;

export type DropCommand = ScheduleDrop;

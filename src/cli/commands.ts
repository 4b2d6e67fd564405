/** Every `uri-grammar` command, in the order the usage lists them (main thread and workers). */
import { auditCommand } from './audit-command';
import type { Command } from './command';
import { demoCommand } from './demo';
import { checkCommand, explainCommand, rulesCommand, trapsCommand } from './grammar-commands';
import {
  equivalentCommand,
  extractCommand,
  inspectCommand,
  normalizeCommand,
  parseCommand,
  resolveCommand,
} from './reference-commands';
import { toIriCommand, toUriCommand } from './iri-commands';
import { relativizeCommand } from './relativize-command';
import { expandCommand, matchCommand } from './template-commands';

export const COMMANDS: readonly Command[] = [
  checkCommand,
  parseCommand,
  explainCommand,
  resolveCommand,
  relativizeCommand,
  normalizeCommand,
  equivalentCommand,
  inspectCommand,
  extractCommand,
  toUriCommand,
  toIriCommand,
  expandCommand,
  matchCommand,
  auditCommand,
  rulesCommand,
  trapsCommand,
  demoCommand,
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}

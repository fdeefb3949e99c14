import { InvalidArgumentError, Option, type Command } from 'commander';

/** A whole number from min to max, as commander parses an option's value (a bad one is a usage error). */
export const wholeNumber = (min: number, max: number) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new InvalidArgumentError(`a whole number from ${min} to ${max}`);
  return number;
};

export interface JsonOption {
  json?: boolean;
}

export interface PageOptions extends JsonOption {
  limit: number;
  cursor?: string;
}

/** --json: the API's own JSON on stdout, for scripts, instead of a table for people. */
export const withJson = (command: Command): Command => command.addOption(new Option('--json', "print the API's JSON instead of a table"));

/** A page of a list: --limit, --cursor (the next_cursor a page names) and --json. */
export const withPage = (command: Command): Command =>
  withJson(command)
    .addOption(new Option('--limit <n>', 'at most this many (1 to 100)').default(20).argParser(wholeNumber(1, 100)))
    .addOption(new Option('--cursor <cursor>', 'the page after this one: the next_cursor of the one before'));

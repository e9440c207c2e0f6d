import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, tsxLoader } from './server-process';

export interface CommandResult {
  code: number | string;
  /** Everything it printed, stdout and stderr. */
  output: string;
}

/**
 * Runs an operator command (`server/src/...-command.ts` under tsx) as `npm run` would, with only
 * the given environment, and resolves when it ends.
 */
export function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = root,
): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', tsxLoader, join(root, script), ...args], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      // The repository's path aliases (@contract/*) wherever the command runs from.
      TSX_TSCONFIG_PATH: join(root, 'tsconfig.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code: code ?? signal ?? 'unknown', output }));
  });
}

// npm run screenshots -- [--user a,b] [--route /x] [--lang zh-CN] [--theme default] [--size 1920x1080]
//                         [--compare <baseline> [--update]]   (README: "For testers: screenshots")
import { run, UsageError } from './screenshots/run.ts';

try {
  const { exitCode } = await run(process.argv.slice(2));
  process.exit(exitCode);
} catch (error) {
  console.error(error instanceof UsageError ? error.message : `screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

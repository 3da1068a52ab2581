// A Vitest reporter that keeps, for npm test's closing lines, the tests that failed and those that passed only on a
// retry (CI allows one), by name: a CI log's tail then says which test it was.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class OutcomesReporter {
  failed = [];
  flaky = [];

  onTestCaseResult(testCase) {
    const name = `[${testCase.project.name}] ${path.relative(process.cwd(), testCase.module.moduleId)}: ${testCase.fullName}`;
    const result = testCase.result();
    if (result.state === 'failed') {
      const first = result.errors?.[0]?.message?.split('\n')[0] ?? '';
      this.failed.push(first ? `${name}\n      ${first}` : name);
    } else if (testCase.diagnostic()?.flaky) this.flaky.push(name);
  }

  onTestRunEnd() {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/vitest-outcomes.json',
      JSON.stringify({ failed: this.failed, flaky: this.flaky }, null, 2),
    );
  }
}

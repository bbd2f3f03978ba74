/**
 * XML Schema validation for tests, by the JDK's own javax.xml.validation (Java 17 is on every machine the tests run
 * on: DynamoDB Local needs it): `java test/support/XsdValidate.java <xsd> <xml>...`, one JVM for any number of
 * documents.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VALIDATOR = fileURLToPath(new URL('./XsdValidate.java', import.meta.url));

/**
 * The JUnit schema of the Jenkins xUnit plugin (jenkinsci/xunit-plugin, `junit-10.xsd` under
 * src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/, MIT), stored unchanged.
 */
export const JUNIT_XSD = fileURLToPath(new URL('../fixtures/junit-10.xsd', import.meta.url));

/** A JVM that compiles the validator from source starts in a second or two; this bounds a hung one only. */
const JAVA_TIMEOUT_MS = 120_000;

/**
 * The problems of each document against the schema at `xsd`, in the order given: `<line>:<column>: <message>`, none
 * for a valid document. Throws when Java cannot run or cannot read the schema.
 */
export async function xsdProblems(xsd: string, documents: readonly string[]): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'tas-xsd-'));
  try {
    const files = documents.map((_, i) => join(dir, `document-${i}.xml`));
    await Promise.all(documents.map((text, i) => writeFile(files[i]!, text)));
    const { code, stdout, stderr } = await java([VALIDATOR, xsd, ...files]);
    if (code !== 0 && code !== 1) throw new Error(`XsdValidate.java exited ${code}: ${stderr}`);
    const problems = files.map((file) =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith(`${file}:`))
        .map((line) => line.slice(file.length + 1)),
    );
    if ((code === 1) !== problems.some((list) => list.length > 0))
      throw new Error(`XsdValidate.java exited ${code} with output it does not explain:\n${stdout}${stderr}`);
    return problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The problems of each JUnit document against junit-10.xsd (see `xsdProblems`). */
export function junitProblems(documents: readonly string[]): Promise<string[][]> {
  return xsdProblems(JUNIT_XSD, documents);
}

function java(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile('java', args, { timeout: JAVA_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(new Error(`cannot run java: ${error.message}`));
      else resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
  });
}

import { describe, expect, it } from 'vitest';
import { createAjv, schemaId } from './createAjv';
import { loadSchemas } from './loadSchemas';
import { configKinds } from './schemaFiles';

/** An Ajv logger that records instead of printing, so a strict-mode warning fails the test. */
function recordingLogger() {
  const messages: string[] = [];
  const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  return { messages, logger: { log: record, warn: record, error: record } };
}

describe('createAjv', () => {
  it.each(configKinds)('compiles the %s schema in strict mode without a warning', (kind) => {
    const { messages, logger } = recordingLogger();
    const ajv = createAjv({ logger });
    const validate = ajv.getSchema(schemaId(kind));
    expect(validate).toBeTypeOf('function');
    expect(messages).toEqual([]);
  });

  it.each(configKinds)('compiles the %s schema with useDefaults, still strict and silent', (kind) => {
    const { messages, logger } = recordingLogger();
    const validate = createAjv({ logger, useDefaults: true }).getSchema(schemaId(kind));
    expect(validate).toBeTypeOf('function');
    expect(messages).toEqual([]);
  });

  it('registers the x-i18n and x-icon annotations, so strict mode accepts them', () => {
    const ajv = createAjv();
    expect(ajv.getKeyword('x-i18n')).toBeTruthy();
    expect(ajv.getKeyword('x-icon')).toBeTruthy();
    expect(ajv.formats.email).toBeDefined();
  });

  it('rejects an unknown keyword in a schema, which proves strict mode is on', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'string', descripton: 'typo' })).toThrow(/unknown keyword/);
  });
});

describe('schema files', () => {
  const schemas = loadSchemas();

  it.each(configKinds)('%s has $id, draft-07 $schema, title and description', (kind) => {
    const schema = schemas[kind];
    expect(schema.$id).toBe(`https://jimu.dev/schemas/${kind}.schema.json`);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.title).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    expect(schema.description.length).toBeGreaterThan(20);
  });
});

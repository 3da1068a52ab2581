// Lets Fastify routes declare zod schemas (classic or mini): requests are parsed with them, responses serialized through them.
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { parse, safeParse, type $ZodError, type $ZodType } from 'zod/v4/core';
import { AppError } from './app-error';

function fieldsOf(error: $ZodError, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    let key = issue.path.join('.') || prefix;
    if (issue.code === 'unrecognized_keys') key = issue.keys.join(',');
    fields[key] ??= issue.message;
  }
  return fields;
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({
  schema,
  httpPart,
}: FastifyRouteSchemaDef<$ZodType>) => {
  return (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    const fields = fieldsOf(result.error, httpPart ?? 'body');
    const first = Object.entries(fields)[0];
    const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'The request is not valid';
    return { error: new AppError('VALIDATION', message, fields) };
  };
};

export const serializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema }) => {
  return (data: unknown) => JSON.stringify(parse(schema, data));
};

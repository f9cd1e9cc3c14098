import {
  getArgumentValues,
  getNamedType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLInputType,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

// The limits of what a request may send, declared once per argument or input field name and checked for
// every operation before it runs: a text that PostgreSQL cannot store (a NUL character), a text far
// longer than the field is for (a 1 MiB appeal name or column order), an id that is no id ('1e30'), and a
// list of absurd length. Each answers with a message that names the field, not 'Unexpected error.'.

/** Characters a text may have, by the name of its argument or input field; every other text gets DEFAULT. */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
  name: 1_000,
  search: 1_000,
  searchText: 1_000,
  columnOrderSettings: 100_000,
  customFieldsSettings: 100_000,
  extraFieldsSettings: 100_000,
  numberAskSettings: 100_000,
  strategySettings: 100_000,
  askGenSettings: 100_000,
};
export const DEFAULT_TEXT_LIMIT = 10_000;
export const LIST_LIMIT = 100_000;
/** Ids of 64-bit rows; other ids are of 32-bit rows. */
const BIGINT_IDS = new Set(['appealConstituentId']);
const INT4_MAX = 2_147_483_647;

/** 'columnOrderSettings' -> 'Column order settings'. */
function label(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function checkValue(value: unknown, type: GraphQLInputType, name: string): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return checkValue(value, inner.ofType as GraphQLInputType, name);
    if (value.length > LIST_LIMIT) throw new GraphQLError(`${label(name)} has too many entries (at most ${LIST_LIMIT}).`, { extensions: { code: 'BAD_USER_INPUT' } });
    for (const item of value) checkValue(item, inner.ofType as GraphQLInputType, name);
    return;
  }
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    for (const [key, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[key];
      if (field) checkValue(fieldValue, field.type, key);
    }
    return;
  }
  if (typeof value !== 'string') return;
  if (getNamedType(inner).name === 'ID') return checkId(value, name);
  if (value.includes('\u0000')) throw new GraphQLError(`${label(name)} may not contain a NUL character.`, { extensions: { code: 'BAD_USER_INPUT' } });
  const limit = TEXT_LIMITS[name] ?? DEFAULT_TEXT_LIMIT;
  if (value.length > limit) throw new GraphQLError(`${label(name)} is too long (at most ${limit.toLocaleString('en-US')} characters).`, { extensions: { code: 'BAD_USER_INPUT' } });
}

function checkId(value: string, name: string): void {
  // A company user's userId may name an invitation not yet accepted (features/companies, shownUserId).
  if (name === 'userId' && /^invitation:[1-9][0-9]{0,9}$/.test(value) && Number(value.slice('invitation:'.length)) <= INT4_MAX) return;
  const limit = BIGINT_IDS.has(name) ? Number.MAX_SAFE_INTEGER : INT4_MAX;
  if (!/^[1-9][0-9]{0,15}$/.test(value) || Number(value) > limit) {
    throw new GraphQLError(`${label(name)} is not a valid id.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

/** Checks every argument of every field of the operation against the limits above before it runs. */
export function inputLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const typeInfo = new TypeInfo(args.schema);
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      try {
        visit(
          args.document,
          visitWithTypeInfo(typeInfo, {
            Field(node) {
              const field = typeInfo.getFieldDef();
              if (!field || !field.args.length) return;
              const values = getArgumentValues(field, node, variables);
              for (const argument of field.args) checkValue(values[argument.name], argument.type, argument.name);
            },
          }),
        );
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        setResultAndStopExecution({ errors: [error] });
      }
    },
  };
}

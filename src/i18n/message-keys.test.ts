import { describe, expect, it } from 'vitest';
import * as contract from '@contract/index';
import common from '../../public/locales/en/common.json';
import {
  generateMessageTemplates,
  MESSAGE_PARAMS_GROUP,
  messageTemplate,
  parameterNames,
} from './message-keys';

describe('the messages group of en/common.json', () => {
  it('is exactly what the contract’s *Messages objects generate, plus the params group', () => {
    const { [MESSAGE_PARAMS_GROUP]: params, ...generated } = common.messages;
    expect(generated).toEqual(generateMessageTemplates(contract));
    expect(Object.keys(params).sort()).toEqual(['and', 'fieldNames', 'fieldValue']);
    expect(Object.keys(params.fieldNames)).toEqual([...contract.duplicateFieldKeys]);
  });

  it('covers every *Messages export but the one that repeats catalogMessages', () => {
    const groups = Object.keys(contract)
      .filter((name) => name.endsWith('Messages') && name !== 'catalogEntryMessages')
      .map((name) => name.slice(0, -'Messages'.length));
    expect(Object.keys(common.messages).sort()).toEqual([...groups, MESSAGE_PARAMS_GROUP].sort());
  });
});

describe('generateMessageTemplates', () => {
  it('makes a group per export and placeholders named like the parameters', () => {
    const generated = generateMessageTemplates({
      thingMessages: {
        gone: 'Thing gone',
        missing: (kind: string, id: string) => `${kind} with ID ${id} is missing (${id})`,
      },
      notMessagesAtAll: { x: 'y' },
      catalogEntryMessages: { a: { b: 'c' } },
    });
    expect(generated).toEqual({
      thing: { gone: 'Thing gone', missing: '{{kind}} with ID {{id}} is missing ({{id}})' },
    });
  });

  it('refuses an export that would generate the hand-written params group', () => {
    expect(() => generateMessageTemplates({ paramsMessages: { and: 'and' } })).toThrow(
      /hand-written messages.params/,
    );
  });

  it('fails on a message that is neither text nor a function, and on an unused parameter', () => {
    expect(() => messageTemplate(3)).toThrow(/Not a message/);
    expect(() => messageTemplate((id: string) => `No ${id.length}`)).toThrow(/not in its text/);
  });

  it('reads parameters of arrow functions with and without parentheses, and of functions', () => {
    expect(parameterNames((a: string, b: number) => `${a}${b}`)).toEqual(['a', 'b']);
    expect(
      parameterNames(function named(x: string) {
        return x;
      }),
    ).toEqual(['x']);
    const unparenthesised = Object.assign(() => '', { toString: () => 'line => `${line}`' });
    expect(parameterNames(unparenthesised)).toEqual(['line']);
    const destructured = Object.assign(() => '', { toString: () => '({ id }) => id' });
    expect(() => parameterNames(destructured)).toThrow(/plain names/);
  });
});

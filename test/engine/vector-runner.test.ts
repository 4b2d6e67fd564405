/**
 * The vector runner (grammar/engine/vector-runner.ts and .wat): `Automaton.accepts` on ASCII input
 * of 64 to 65,536 characters runs the minimal automaton in WebAssembly, 16 characters a step
 * through a state's run, "%" HEXDIG HEXDIG included where the table loops through one.
 *
 * Every answer is held to `Automaton.run`, which reads one character a step on the table built
 * before minimization and has no skips of any kind: for every rule the four grammars build an
 * automaton for, on inputs made of the runs that stop a vector step (percent-encoded octets cut
 * at every byte of a 16-byte block, characters that leave the state, the 0 byte the runner puts
 * after the text), and by hand at the places a mistake would show.
 */
import fc from 'fast-check';
import { type Automaton, type CompiledGrammar, rfc3986, rfc3987 } from '../../grammar';
import * as vectorRunner from '../../grammar/engine/vector-runner';
import { grammarFromText } from '../support/grammar-from-text';
import { REFERENCE_GRAMMARS, regularRules } from '../support/reference-grammars';
import { MARKED_POSITIONS, componentMarks } from '../../src/component-marks';
import { safeParseReference, splitValid } from '../../src/components';
import {
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
  type ReferenceSyntax,
} from '../../src/reference-syntax';

/** The grammars of references whose parses record components with marks. */
const SYNTAXES = [
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
] as unknown as readonly ReferenceSyntax<string, string>[];
import { runParameters, SCALE } from '../support/arbitraries';

/** Inputs per rule. */
const RUNS_PER_RULE = Math.max(5, Math.round(40 * SCALE));

/** What keeps most states, what leaves them, and the bytes a vector step treats apart. */
const PIECES = [
  ..."abzAZ09-._~!$&'()*+,;=:@/?#[]%".split(''),
  '%41',
  '%4g',
  '%g4',
  '%4',
  '%%41',
  'a%41b',
  ' ',
  '^',
  '\u0000',
  '\u007f',
  'é',
  '\uD800',
];

const BEGINNINGS = ['', 'http://', 'http://a/', 'http://a/?', 'x:', '//a@b:1/', '/', '#'];

const input = fc
  .tuple(
    fc.constantFrom(...BEGINNINGS),
    fc.array(
      fc.oneof(
        { weight: 3, arbitrary: fc.tuple(fc.constantFrom('a', 'a/', 'ab%41', 'Z9'), fc.nat(40)) },
        { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...PIECES), fc.constant(1)) },
      ),
      { minLength: 1, maxLength: 12 },
    ),
    fc.integer({ min: 64, max: 160 }),
  )
  .map(([beginning, chunks, length]) => {
    let text = beginning + chunks.map(([piece, n]) => piece.repeat(n)).join('');
    // Long enough for the runner, by a run of the last state's most common character.
    while (text.length < length) text += 'a';
    return text;
  });

let cases = 0;
let accepted = 0;
afterAll(() => {
  console.log(`vector runner: ${cases} inputs of 64 or more characters, ${accepted} accepted`);
});

/** A grammar of these tests' own, from its rules' ABNF lines. */
function grammarOf(name: string, rules: readonly string[]): CompiledGrammar<string> {
  return grammarFromText(name, { abnf: `${rules.join('\n')}\n`, rfc: 'a test' });
}

/** `accepts` (by the runner, on long ASCII input) and `run` (a character a step), side by side. */
function answers(automaton: Automaton, text: string): { accepts: boolean; run: boolean } {
  return { accepts: automaton.accepts(text), run: automaton.run(text).accepted };
}

/**
 * Whether the runner itself answered `call` (every failure of the runner would fall back to the
 * JavaScript runs, whose answers are the same: only its count of answers tells them apart).
 */
function byRunner(call: () => unknown): boolean {
  const before = vectorRunner.VECTOR_RUNNER.answers;
  call();
  return vectorRunner.VECTOR_RUNNER.answers > before;
}

/** Whether the runner takes `text`: 64 to 65,536 characters, all ASCII. */
function runnerTakes(text: string): boolean {
  return (
    text.length >= 64 && text.length <= vectorRunner.VECTOR_CAPACITY && /^[\0-\x7f]*$/.test(text)
  );
}

/**
 * `refusedAt` and what it says could have stood there, by the runner and by `run`: the offset
 * and the expected set of the state before it.
 */
function refusals(
  automaton: Automaton,
  text: string,
): { refusedAt: [number, readonly string[]]; run: [number, readonly string[]] } {
  const refused = automaton.refusedAt(text);
  const expected = refused < 0 ? [] : automaton.expectedAtRefusal();
  const run = automaton.run(text);
  return {
    refusedAt: [refused, expected],
    run: run.accepted ? [-1, []] : [run.offset, automaton.expectedAt(run.state)],
  };
}

describe.each(Object.entries(REFERENCE_GRAMMARS))('%s', (_, grammar) => {
  const rules = regularRules(grammar);

  test.each(rules)(
    `%s: accepts and refusedAt agree with run (${RUNS_PER_RULE} long inputs)`,
    (rule) => {
      const automaton = grammar.automaton(rule);
      fc.assert(
        fc.property(input, (text) => {
          const { run, accepts } = answers(automaton, text);
          cases++;
          if (run) accepted++;
          expect({ text, accepts }).toEqual({ text, accepts: run });
          const both = refusals(automaton, text);
          expect({ text, refused: both.refusedAt }).toEqual({ text, refused: both.run });
          const takes = runnerTakes(text);
          expect({ text, accepts: byRunner(() => automaton.accepts(text)) }).toEqual({
            text,
            accepts: takes,
          });
          expect({ text, refusedAt: byRunner(() => automaton.refusedAt(text)) }).toEqual({
            text,
            refusedAt: takes,
          });
        }),
        runParameters(RUNS_PER_RULE),
      );
    },
  );
});

describe('the components a marked run records', () => {
  // `safeParse` reads long input with the runner, which records where the scheme, the authority
  // and its parts end (src/component-marks.ts); `splitValid` finds them by searching the text.
  const reference = fc
    .tuple(
      fc.constantFrom('', 'http:', 'a+b.c-d:', 'x:', 'urn:'),
      fc.constantFrom('', '//', '//u@', '//u:p:q@', '//[::1]', '//[v1.x]:8', '//h:', '//h:80'),
      fc.array(fc.constantFrom('a', '/', ':', '@', '%41', 'é', '?', '#', '[', 'b/c', '@h:1'), {
        maxLength: 12,
      }),
      fc.integer({ min: 64, max: 140 }),
    )
    .map(([scheme, authority, rest, length]) => {
      let text = scheme + authority + rest.join('');
      while (text.length < length) text += 'a';
      return text;
    });

  test.each(SYNTAXES.map((syntax) => [syntax.grammar.name, syntax] as const))(
    '%s: safeParse agrees with splitValid on long input',
    (_name, syntax) => {
      const rule = syntax.reference;
      let valid = 0;
      fc.assert(
        fc.property(reference, (text) => {
          let parsed = safeParseReference(syntax, rule, text, undefined, 'safeParse');
          const answered = byRunner(() => {
            parsed = safeParseReference(syntax, rule, text, undefined, 'safeParse');
          });
          expect({ text, answered }).toEqual({ text, answered: runnerTakes(text) });
          const accepted = syntax.grammar.automaton(rule).run(text).accepted;
          expect({ text, ok: parsed.ok }).toEqual({ text, ok: accepted });
          if (!parsed.ok) return;
          valid++;
          // RFC 6874's components carry the zone besides (src/components.ts, withZone).
          const components: Record<string, unknown> = { ...parsed.components };
          delete components.zone;
          expect({ text, components }).toEqual({
            text,
            components: splitValid(text, syntax.hostKindOf),
          });
        }),
        runParameters(Math.max(50, 500 * SCALE)),
      );
      expect(valid).toBeGreaterThan(0);
    },
  );
});

describe('the positions a marked run writes', () => {
  // Held to the marks stepped here by hand, a character a step over the minimal table: the run
  // must not step over a marked transition in a vector step (a ":" that stays in a userinfo).
  const ascii = fc
    .tuple(
      fc.constantFrom('http://', '//', 'x:', '/', ''),
      fc.array(fc.constantFrom('u', ':', 'p', '@', 'h', '/', '?', '#', '%41', '[::1]', 'a:1'), {
        maxLength: 16,
      }),
      fc.integer({ min: 64, max: 120 }),
    )
    .map(([start, parts, length]) => {
      let text = start + parts.join('');
      while (text.length < length) text += 'a';
      return text;
    });

  test.each(SYNTAXES.map((syntax) => [syntax.grammar.name, syntax] as const))(
    '%s',
    (_name, syntax) => {
      const automaton = syntax.grammar.automaton(syntax.reference);
      const marks = componentMarks(automaton)!;
      const { table, classOf, start } = automaton.minimalTransitions;
      fc.assert(
        fc.property(ascii, (text) => {
          // Left from an earlier text: the run writes -1 where its events did not happen.
          const positions = new Int32Array(MARKED_POSITIONS).fill(text.length + 7);
          let refused = 0;
          expect(
            byRunner(() => (refused = automaton.refusedAtMarking(text, marks, positions))),
          ).toBe(true);
          const expected = new Int32Array(MARKED_POSITIONS).fill(-1);
          let row = start;
          for (let i = 0; i < text.length && row !== 0; i++) {
            const column = row + classOf[text.charCodeAt(i)]!;
            if (table[column] !== 0) expected[marks.single[column]!] = i;
            row = table[column]!;
          }
          if (refused >= 0) return;
          expect({ text, positions: [...positions].slice(1) }).toEqual({
            text,
            positions: [...expected].slice(1),
          });
        }),
        runParameters(Math.max(50, 400 * SCALE)),
      );
    },
  );
});

/**
 * Whether every "%" HEXDIG HEXDIG leads from `row` back to it, its first step away from it, with
 * no event on the way, and every hex digit keeps `row` by itself: what a run may take an octet in.
 */
function octetsLoop(
  table: Int32Array,
  classOf: Uint8Array,
  row: number,
  events: Uint8Array | null,
): boolean {
  const HEX = '0123456789ABCDEFabcdef';
  const step = (from: number, c: string): [number, number] => {
    const column = from + classOf[c.charCodeAt(0)]!;
    return [table[column]!, events === null ? 0 : events[column]!];
  };
  const [first, percentEvent] = step(row, '%');
  if (first === 0 || first === row || percentEvent !== 0) return false;
  for (const h of HEX) {
    const [same, event] = step(row, h);
    if (same !== row || event !== 0) return false;
    for (const l of HEX) {
      const [middle, firstEvent] = step(first, h);
      const [back, secondEvent] = middle === 0 ? [0, 0] : step(middle, l);
      if (back !== row || firstEvent !== 0 || secondEvent !== 0) return false;
    }
  }
  return true;
}

describe("the runs read from a state's transitions", () => {
  // What a run takes is a matter of speed, not of answers (a runner with no runs answers the
  // same, a character a step): held here to the table itself, read another way.
  const characters = (low: Uint8Array): string => {
    let chars = '';
    for (let c = 0; c < 128; c++)
      if ((low[c & 15]! >> (c >> 4)) & 1) chars += String.fromCharCode(c);
    return chars;
  };
  const runner = (automaton: Automaton): vectorRunner.RunnerAutomaton => {
    const { table, classOf, classes, start } = automaton.minimalTransitions;
    const accepting = new Uint8Array(table.length);
    return { table, classOf, classes, accepting, start };
  };

  test.each(SYNTAXES.map((syntax) => [syntax.grammar.name, syntax] as const))(
    '%s: every state with 16 or more staying characters, with and without the marks',
    (_name, syntax) => {
      const automaton = syntax.grammar.automaton(syntax.reference);
      const tables = runner(automaton);
      const { table, classOf, classes } = tables;
      const marks = componentMarks(automaton)!;
      for (const events of [null, marks.single]) {
        const runs = vectorRunner.runTablesOf(tables, events);
        for (let row = classes; row < table.length; row += classes) {
          let staying = '';
          for (let c = 1; c < 128; c++) {
            const column = row + classOf[c]!;
            if (table[column] === row && (events === null || events[column] === 0)) {
              staying += String.fromCharCode(c);
            }
          }
          const run = runs.get(row);
          expect({ row, run: run && characters(run.low) }).toEqual({
            row,
            run: staying.length >= 16 ? staying : undefined,
          });
          if (run) {
            expect({ row, percent: run.percent }).toEqual({
              row,
              percent: octetsLoop(table, classOf, row, events),
            });
          }
        }
      }
    },
  );

  test('a grammar whose octets are not every "%" HEXDIG HEXDIG: no octet in its runs', () => {
    const grammar = grammarOf('octets', [
      'only41 = *( %x41-5A / %x61-7A / "%41" )',
      'upper = *( %x41-5A / "%" HEXDIG HEXDIG )',
      'any = *( %x41-5A / %x61-7A / DIGIT / "%" HEXDIG HEXDIG )',
      'zero = *( %x41-5A / %x61-7A / DIGIT / "%0" HEXDIG )',
    ]);
    const percentOf = (rule: string): boolean[] => {
      const tables = runner(grammar.automaton(rule));
      return [...vectorRunner.runTablesOf(tables, null).values()].map((run) => run.percent);
    };
    // "%41" alone is no octet loop, nor "%0" HEXDIG; in `upper` the digits do not keep the
    // state by themselves.
    expect(['only41', 'upper', 'zero', 'any'].map(percentOf)).toEqual([
      [false],
      [false],
      [false],
      [true],
    ]);
  });

  test('RFC 3986\'s query: pchar, "/" and "?", and octets', () => {
    const automaton = rfc3986.automaton('URI-reference');
    const tables = runner(automaton);
    const { table, classOf, start } = tables;
    let row = start;
    for (const c of 'http://a/?') row = table[row + classOf[c.charCodeAt(0)]!]!;
    const run = vectorRunner.runTablesOf(tables, null).get(row)!;
    const query = [...characters(run.low)].sort().join('');
    const expected = [
      ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?",
    ]
      .sort()
      .join('');
    expect([query, run.percent]).toEqual([expected, true]);
  });
});

describe('at every byte of a vector step', () => {
  const uri = rfc3986.automaton('URI-reference');
  // A query 64 to 96 characters long, with each piece at each place of its last 40 characters:
  // inside a 16-byte step, across two, and against the 0 after the text.
  const PLACED = ['%', '%4', '%41', '%4g', '%g1', '%%41', ' ', '#', '#a', '^', '\u0000', 'é'];
  const cases: [string, string][] = [];
  for (const length of [64, 65, 79, 80, 81, 96]) {
    for (const piece of PLACED) {
      for (let back = 0; back <= 40; back++) {
        const query = 'q'.repeat(length);
        const at = length - back;
        cases.push([
          `${JSON.stringify(piece)} ${back} from the end of ${length}`,
          `http://a/?${query.slice(0, at)}${piece}${query.slice(at)}`,
        ]);
      }
    }
  }

  test(`${cases.length} inputs: accepts agrees with run`, () => {
    const wrong = cases.filter(([, text]) => {
      const { accepts, run } = answers(uri, text);
      return accepts !== run || byRunner(() => uri.accepts(text)) !== runnerTakes(text);
    });
    expect(wrong).toEqual([]);
    // Both answers happen: the table is not trivially agreed with.
    expect(cases.some(([, text]) => uri.accepts(text))).toBe(true);
    expect(cases.some(([, text]) => !uri.accepts(text))).toBe(true);
  });
});

describe('across the parts a long text is copied in', () => {
  // Text longer than 1,024 characters is copied 1,024, then 2,048, 4,096... characters at a
  // time, the run going on from the state the last part ended in.
  const uri = rfc3986.automaton('URI-reference');
  const PLACED = ['%', '%4', '%41', '%4g', ' ', '#', '?', '^', 'é'];
  const cases: string[] = [];
  for (const boundary of [1024, 2048, 4096]) {
    for (const piece of PLACED) {
      for (let shift = -3; shift <= 2; shift++) {
        const at = boundary + shift;
        for (const total of [at + piece.length, boundary * 2 + 5]) {
          const before = `http://a/?${'q'.repeat(at - 10)}`;
          cases.push(`${before}${piece}${'q'.repeat(Math.max(0, total - at - piece.length))}`);
        }
      }
    }
  }

  test(`${cases.length} inputs: accepts and refusedAt agree with run`, () => {
    const wrong = cases.filter((text) => {
      const both = refusals(uri, text);
      return (
        answers(uri, text).accepts !== answers(uri, text).run || both.refusedAt[0] !== both.run[0]
      );
    });
    expect(wrong.map((text) => text.length)).toEqual([]);
    // The runner answered every one of them that is ASCII, and no other.
    expect(cases.filter((text) => byRunner(() => uri.accepts(text)) !== runnerTakes(text))).toEqual(
      [],
    );
    expect(cases.some((text) => uri.accepts(text))).toBe(true);
    expect(cases.some((text) => !uri.accepts(text))).toBe(true);
  });

  test('a refusal at the first character of a long text is at offset 0', () => {
    for (const length of [1025, 5000]) {
      expect([uri.refusedAt(':'.repeat(length)), uri.expectedAtRefusal().length > 0]).toEqual([
        0,
        true,
      ]);
    }
  });

  test('the components of a long reference, its fragment past two parts', () => {
    const text = `https://u@h:8/${'p'.repeat(1500)}?${'q'.repeat(1500)}#${'f'.repeat(100)}`;
    let parsed = safeParseReference(RFC3986_SYNTAX, 'URI-reference', text, undefined, 'x');
    const answered = byRunner(() => {
      parsed = safeParseReference(RFC3986_SYNTAX, 'URI-reference', text, undefined, 'x');
    });
    expect([answered, parsed.ok && parsed.components]).toEqual([true, splitValid(text)]);
  });

  test('a caller that hands over after the first part', () => {
    const { table, classOf } = uri.asciiSteps;
    // A "#" before the hand-over: the fragment's state refuses another, so reading again from the
    // end of the first copy (1,024) instead of from the hand-over would refuse this text.
    const text = `/${'a'.repeat(1399)}#${'a'.repeat(1600)}`;
    let state = uri.beginRun();
    for (let i = 0; i < 1500; i++) state = table[state + classOf[text.charCodeAt(i)]!]!;
    let rest = false;
    expect(byRunner(() => (rest = uri.acceptsRest(text, 1500, state)))).toBe(true);
    expect(rest).toBe(true);
    expect(byRunner(() => (rest = uri.acceptsRest(`${text} `, 1500, state)))).toBe(true);
    expect(rest).toBe(false);
  });
});

describe('rules of a grammar written for these tests', () => {
  const grammar = grammarOf('vector-runs', [
    // Runs that hold U+0000: none may read on past the text, where the runner puts a 0.
    'anything = *%x00-7F',
    'nul-free = *%x01-7F "."',
    // Octets whose digits do not keep the state by themselves ("4" and "1" here): a vector step
    // must not take the octet, or its next step would begin inside it.
    'upper = *( %x41-5A / "%" HEXDIG HEXDIG )',
  ]);
  const a = (n: number): string => 'A'.repeat(n);
  const CASES: [string, string, boolean][] = [
    ['anything', a(100), true],
    ['anything', `${a(99)}\u0000`, true],
    ['anything', `\u0000${a(99)}`, true],
    ['anything', '\u0000'.repeat(100), true],
    ['nul-free', `${a(99)}.`, true],
    ['nul-free', `${a(98)}\u0000.`, false],
    ['nul-free', a(100), false],
    ['upper', `${a(70)}%41${a(10)}`, true],
    ['upper', `${a(70)}%4a%FF%00${a(30)}`, true],
    ['upper', `${a(70)}%4Z${a(10)}`, false],
    ['upper', `${a(70)}41${a(10)}`, false],
  ];

  test.each(CASES)('%s: %j', (rule, text, valid) => {
    expect(answers(grammar.automaton(rule), text)).toEqual({ accepts: valid, run: valid });
  });
});

describe('which input the runner answers', () => {
  const uri = rfc3986.automaton('URI-reference');

  afterEach(() => jest.restoreAllMocks());

  test('long ASCII input, from 64 characters to the capacity', () => {
    const vectored = jest.spyOn(vectorRunner, 'vectorRun');
    const at = (length: number): string => `/${'a'.repeat(length - 1)}`;
    expect(uri.accepts(at(63))).toBe(true);
    expect(vectored).not.toHaveBeenCalled();
    for (const length of [64, 1000, vectorRunner.VECTOR_CAPACITY]) {
      expect(uri.accepts(at(length))).toBe(true);
      expect(vectored).toHaveLastReturnedWith(-1);
    }
    // The offset of the space.
    expect(uri.accepts(`${at(100)} `)).toBe(false);
    expect(vectored).toHaveLastReturnedWith(100);
  });

  test('not input past the capacity, or with a character above U+007F: the JavaScript runs answer', () => {
    const vectored = jest.spyOn(vectorRunner, 'vectorRun');
    const long = `/${'a'.repeat(vectorRunner.VECTOR_CAPACITY)}`;
    for (const [text, valid] of [
      [long, true],
      [`${long} `, false],
      [`/${'a'.repeat(100)}é`, false],
      [`/${'a'.repeat(100)}\uD800`, false],
    ] as const) {
      expect(uri.accepts(text)).toBe(valid);
      expect(vectored).toHaveLastReturnedWith(vectorRunner.NO_ANSWER);
    }
    const iri = rfc3987.automaton('IRI-reference');
    expect(iri.accepts(`/${'a'.repeat(100)}é`)).toBe(true);
  });

  test('none while tests turn it off (VECTOR_RUNNER.enabled), as where WebAssembly is refused', () => {
    const vectored = jest.spyOn(vectorRunner, 'vectorRun');
    vectorRunner.VECTOR_RUNNER.enabled = false;
    try {
      expect(uri.accepts(`/${'a'.repeat(100)}`)).toBe(true);
      expect(vectored).toHaveLastReturnedWith(vectorRunner.NO_ANSWER);
      expect(vectorRunner.vectorRunnerReady()).toBe(false);
      // A policy's run is then its own to the end: skipsOn is the skips' threshold again.
      expect(uri.skipsOn(256)).toBe(true);
    } finally {
      vectorRunner.VECTOR_RUNNER.enabled = true;
    }
  });
});

afterAll(() => {
  // No answer above came from the JavaScript runs because the runner trapped and turned itself
  // off (vectorRun catches a trap so that no caller sees it).
  expect(vectorRunner.vectorRunnerReady()).toBe(true);
});

describe('without WebAssembly', () => {
  const global = globalThis as unknown as { WebAssembly?: object };
  // A page whose Content-Security-Policy forbids compiling WebAssembly throws at `new Module`;
  // an environment may have no WebAssembly at all. Either way the JavaScript runs answer.
  const refusals: [string, () => void][] = [
    ['no WebAssembly object', () => delete global.WebAssembly],
    [
      'compiling refused',
      () => {
        global.WebAssembly = {
          Module: function Module() {
            throw new Error('Refused to compile WebAssembly: wasm-unsafe-eval is not allowed');
          },
        };
      },
    ],
    [
      // Were the runner ever to trap, the caller must not see it: the JavaScript runs answer.
      'a trap in the run',
      () => {
        const wasm = original as {
          Module: new (bytes: Uint8Array) => object;
          Instance: new (module: object, imports: object) => { exports: object };
          Memory: new (descriptor: object) => object;
          RuntimeError: new (message: string) => Error;
        };
        global.WebAssembly = {
          Module: wasm.Module,
          Memory: wasm.Memory,
          Instance: function Instance(module: object, imports: object) {
            const { exports } = new wasm.Instance(module, imports);
            const run = (): never => {
              throw new wasm.RuntimeError('memory access out of bounds');
            };
            return { exports: { ...exports, run } };
          },
        };
      },
    ],
  ];

  const original = global.WebAssembly;
  test.each(refusals)('%s', (_label, refuse) => {
    try {
      refuse();
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh engine
        const fresh = require('../../grammar') as typeof import('../../grammar');
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- its own runner
        const runner = require('../../grammar/engine/vector-runner') as typeof vectorRunner;
        const uri = fresh.rfc3986.automaton('URI-reference');
        const text = `http://a/${'b'.repeat(100)}`;
        expect([uri.accepts(text), uri.accepts(`${text}%4`)]).toEqual([true, false]);
        expect(
          runner.vectorTables({
            table: new Int32Array(2),
            classOf: new Uint8Array(128),
            classes: 1,
            accepting: new Uint8Array(2),
            start: 1,
          }),
        ).toBeNull();
      });
    } finally {
      global.WebAssembly = original;
    }
  });
});

describe("the runner's memory", () => {
  // Growing a WebAssembly memory detaches its old buffer, and once any buffer has been detached
  // V8 checks every typed array access in the process for it: the JavaScript runs over their
  // tables took 1.4 times as long after the runner's first long input. The memory is made at its
  // full size and never grows; an automaton that finds it full reads with the JavaScript runs.
  test('is made once at its full size and never grows, however many tables are laid out', () => {
    const global = globalThis as unknown as { WebAssembly: { Memory: new (d: object) => object } };
    const original = global.WebAssembly.Memory;
    const made: { buffer: ArrayBuffer; grow: (pages: number) => number }[] = [];
    let grown = 0;
    try {
      global.WebAssembly.Memory = function Memory(descriptor: object) {
        const memory = new original(descriptor) as (typeof made)[number];
        const grow = memory.grow.bind(memory);
        memory.grow = (pages) => {
          grown++;
          return grow(pages);
        };
        made.push(memory);
        return memory;
      } as unknown as typeof original;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- its own runner
        const runner = require('../../grammar/engine/vector-runner') as typeof vectorRunner;
        // An automaton of 40,000 rows: its tables take about a quarter of a megabyte.
        const rows = 40_000;
        const automaton = {
          table: new Int32Array(rows),
          classOf: new Uint8Array(128),
          classes: 1,
          accepting: new Uint8Array(rows),
          start: 1,
        };
        // The memory is made at the first layout: its size then is the size it keeps.
        expect(runner.vectorTables(automaton)).not.toBeNull();
        expect(made).toHaveLength(1);
        const bytes = made[0]!.buffer.byteLength;
        let laid = 1;
        while (laid < 200 && runner.vectorTables(automaton) !== null) laid++;
        // Full before 200 of them: the tables are capped, and the rest read with JavaScript.
        expect([made.length, laid > 10, laid < 200, grown, made[0]!.buffer.byteLength]).toEqual([
          1,
          true,
          true,
          0,
          bytes,
        ]);
      });
    } finally {
      global.WebAssembly.Memory = original;
    }
  });
});

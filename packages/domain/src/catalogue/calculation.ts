/**
 * The calculation language of a report format parameter (spec 001 §3 'calculationString';
 * §5 "Calculations use '#n' placeholders for other parameter indexes. A missing referenced
 * value, Infinity or NaN gives '-'."). A hand-written tokenizer and recursive-descent parser:
 * text typed by a lab is never handed to `eval` or `new Function`.
 *
 * Grammar (whitespace between tokens is ignored; function names are case-insensitive):
 *
 *     expression := term (('+' | '-') term)*
 *     term       := unary (('*' | '/') unary)*
 *     unary      := ('-' | '+') unary | power
 *     power      := primary ('^' unary)?          right-associative; -2^2 is -(2^2)
 *     primary    := number | reference | call | '(' expression ')'
 *     number     := digits ('.' digits)? | '.' digits
 *     reference  := '#' digits                    the parameter with that index
 *     call       := name '(' expression (',' expression)* ')'
 *
 * Functions: `log` (base 10), `ln`, `exp`, `sqrt`, `abs` take one argument; `min` and `max`
 * two or more; `round(x)` rounds to a whole number and `round(x, digits)` to that many
 * decimals (half away from zero, as on a calculator). There is no implicit multiplication:
 * '#1#2' and '2(#1)' are refused, so a typo never becomes a silent product.
 */

export const calculationFunctions = ['log', 'ln', 'exp', 'sqrt', 'abs', 'min', 'max', 'round'] as const;
export type CalculationFunction = (typeof calculationFunctions)[number];

export type BinaryOperator = '+' | '-' | '*' | '/' | '^';

/** A parsed calculation. A number keeps its text so that printing gives back what was typed. */
export type CalculationNode =
  | { kind: 'number'; text: string }
  | { kind: 'reference'; index: number }
  | { kind: 'negate'; operand: CalculationNode }
  | { kind: 'binary'; operator: BinaryOperator; left: CalculationNode; right: CalculationNode }
  | { kind: 'call'; name: CalculationFunction; args: CalculationNode[] };

/** Longer text is refused: no format needs it, and it bounds the work of a single parse. */
export const calculationMaxLength = 500;
/** Deeper nesting is refused before the parser's own recursion could exhaust the stack. */
export const calculationMaxDepth = 64;

const arity: Record<CalculationFunction, { min: number; max: number }> = {
  log: { min: 1, max: 1 },
  ln: { min: 1, max: 1 },
  exp: { min: 1, max: 1 },
  sqrt: { min: 1, max: 1 },
  abs: { min: 1, max: 1 },
  min: { min: 2, max: Number.POSITIVE_INFINITY },
  max: { min: 2, max: Number.POSITIVE_INFINITY },
  round: { min: 1, max: 2 },
};

type Token =
  | { kind: 'number'; text: string; position: number }
  | { kind: 'reference'; index: number; position: number }
  | { kind: 'name'; name: string; position: number }
  | { kind: 'symbol'; symbol: string; position: number }
  | { kind: 'end'; position: number };

/** Thrown inside the parser only; `parseCalculationExpression` turns it into a result. */
class CalculationSyntaxError {
  constructor(readonly position: number) {}
}

const isDigit = (character: string | undefined): boolean =>
  character !== undefined && character >= '0' && character <= '9';
const isLetter = (character: string | undefined): boolean => character !== undefined && /^[A-Za-z]$/.test(character);
const symbols = new Set(['+', '-', '*', '/', '^', '(', ')', ',']);
/** A parameter index longer than this is not one (the contract caps indexes at 999). */
const maxIndexDigits = 6;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const character = text[position];
    if (character === ' ' || character === '\t' || character === '\n' || character === '\r') {
      position += 1;
    } else if (isDigit(character) || (character === '.' && isDigit(text[position + 1]))) {
      const start = position;
      while (isDigit(text[position])) position += 1;
      if (text[position] === '.') {
        position += 1;
        if (!isDigit(text[position])) throw new CalculationSyntaxError(position);
        while (isDigit(text[position])) position += 1;
      }
      tokens.push({ kind: 'number', text: text.slice(start, position), position: start });
    } else if (character === '#') {
      const start = position;
      position += 1;
      while (isDigit(text[position])) position += 1;
      const digits = text.slice(start + 1, position);
      if (digits.length === 0 || digits.length > maxIndexDigits) throw new CalculationSyntaxError(start);
      tokens.push({ kind: 'reference', index: Number(digits), position: start });
    } else if (isLetter(character)) {
      const start = position;
      while (isLetter(text[position])) position += 1;
      tokens.push({ kind: 'name', name: text.slice(start, position).toLowerCase(), position: start });
    } else if (character !== undefined && symbols.has(character)) {
      tokens.push({ kind: 'symbol', symbol: character, position });
      position += 1;
    } else {
      throw new CalculationSyntaxError(position);
    }
  }
  tokens.push({ kind: 'end', position });
  return tokens;
}

const isFunctionName = (name: string): name is CalculationFunction =>
  (calculationFunctions as readonly string[]).includes(name);

function parseTokens(tokens: Token[]): CalculationNode {
  let cursor = 0;
  let depth = 0;
  const peek = (): Token => tokens[cursor] as Token;
  const isSymbol = (symbol: string): boolean => {
    const token = peek();
    return token.kind === 'symbol' && token.symbol === symbol;
  };
  const expect = (symbol: string): void => {
    if (!isSymbol(symbol)) throw new CalculationSyntaxError(peek().position);
    cursor += 1;
  };
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > calculationMaxDepth) throw new CalculationSyntaxError(peek().position);
    const result = parse();
    depth -= 1;
    return result;
  };

  const expression = (): CalculationNode =>
    nested(() => {
      let left = term();
      while (isSymbol('+') || isSymbol('-')) {
        const operator = (peek() as { symbol: '+' | '-' }).symbol;
        cursor += 1;
        left = { kind: 'binary', operator, left, right: term() };
      }
      return left;
    });

  const term = (): CalculationNode => {
    let left = unary();
    while (isSymbol('*') || isSymbol('/')) {
      const operator = (peek() as { symbol: '*' | '/' }).symbol;
      cursor += 1;
      left = { kind: 'binary', operator, left, right: unary() };
    }
    return left;
  };

  const unary = (): CalculationNode =>
    nested(() => {
      if (isSymbol('-')) {
        cursor += 1;
        return { kind: 'negate', operand: unary() };
      }
      if (isSymbol('+')) {
        cursor += 1;
        return unary();
      }
      const base = primary();
      if (!isSymbol('^')) return base;
      cursor += 1;
      return { kind: 'binary', operator: '^', left: base, right: unary() };
    });

  const primary = (): CalculationNode => {
    const token = peek();
    if (token.kind === 'number') {
      cursor += 1;
      return { kind: 'number', text: token.text };
    }
    if (token.kind === 'reference') {
      cursor += 1;
      return { kind: 'reference', index: token.index };
    }
    if (token.kind === 'name') {
      if (!isFunctionName(token.name)) throw new CalculationSyntaxError(token.position);
      const name = token.name;
      cursor += 1;
      expect('(');
      const args = [expression()];
      while (isSymbol(',')) {
        cursor += 1;
        args.push(expression());
      }
      expect(')');
      if (args.length < arity[name].min || args.length > arity[name].max) {
        throw new CalculationSyntaxError(token.position);
      }
      return { kind: 'call', name, args };
    }
    if (isSymbol('(')) {
      cursor += 1;
      const inner = expression();
      expect(')');
      return inner;
    }
    throw new CalculationSyntaxError(token.position);
  };

  const root = expression();
  if (peek().kind !== 'end') throw new CalculationSyntaxError(peek().position);
  return root;
}

export type CalculationParse =
  | { ok: true; expression: CalculationNode; references: number[] }
  | { ok: false; position: number };

/** Parses a calculation; on failure, `position` is where the text stops making sense (for the editor). */
export function parseCalculationExpression(text: string): CalculationParse {
  if (text.length > calculationMaxLength) return { ok: false, position: calculationMaxLength };
  try {
    const expression = parseTokens(tokenize(text));
    return { ok: true, expression, references: referencesOf(expression) };
  } catch (error) {
    if (error instanceof CalculationSyntaxError) return { ok: false, position: error.position };
    throw error;
  }
}

/** Whether the calculation is valid, and the parameter indexes it reads. */
export function parseCalculation(text: string): { ok: true; references: number[] } | { ok: false } {
  const parsed = parseCalculationExpression(text);
  return parsed.ok ? { ok: true, references: parsed.references } : { ok: false };
}

/** The '#n' indexes a calculation reads, each once, in the order they first appear; [] when it does not parse. */
export function calculationReferences(text: string): number[] {
  const parsed = parseCalculationExpression(text);
  return parsed.ok ? parsed.references : [];
}

function referencesOf(expression: CalculationNode): number[] {
  const found = new Set<number>();
  const visit = (node: CalculationNode): void => {
    switch (node.kind) {
      case 'number':
        return;
      case 'reference':
        found.add(node.index);
        return;
      case 'negate':
        visit(node.operand);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      case 'call':
        for (const arg of node.args) visit(arg);
        return;
    }
  };
  visit(expression);
  return [...found];
}

/** The values a calculation reads, by parameter index; null or undefined is a value not entered yet. */
export type CalculationValues = ReadonlyMap<number, number | null | undefined>;

/** Rounds half away from zero at `digits` decimals, shifting in decimal text so 1.005 rounds to 1.01. */
export function roundHalfAwayFromZero(value: number, digits: number): number {
  const shift = (number: number, places: number): number => {
    const [mantissa, exponent = '0'] = String(number).split('e');
    return Number(`${mantissa}e${Number(exponent) + places}`);
  };
  const magnitude = Math.abs(value);
  return Math.sign(value) * shift(Math.round(shift(magnitude, digits)), -digits);
}

/** Decimals `round(x, digits)` accepts; beyond them a double has no digits left to round. */
const maxRoundDigits = 15;

const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

function callFunction(name: CalculationFunction, args: number[]): number {
  const [first = Number.NaN, second = 0] = args;
  switch (name) {
    case 'log':
      return Math.log10(first);
    case 'ln':
      return Math.log(first);
    case 'exp':
      return Math.exp(first);
    case 'sqrt':
      return Math.sqrt(first);
    case 'abs':
      return Math.abs(first);
    case 'min':
      return Math.min(...args);
    case 'max':
      return Math.max(...args);
    case 'round':
      if (!Number.isInteger(second) || Math.abs(second) > maxRoundDigits) return Number.NaN;
      return roundHalfAwayFromZero(first, second);
  }
}

function applyOperator(operator: BinaryOperator, left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '^':
      return left ** right;
  }
}

/**
 * The value of a parsed calculation, or null (the report prints '-') when a value it reads is
 * missing or any step is not a finite number: division by zero, the root of a negative, log 0.
 */
export function evaluateExpression(expression: CalculationNode, values: CalculationValues): number | null {
  const evaluate = (node: CalculationNode): number | null => {
    switch (node.kind) {
      case 'number':
        return finiteOrNull(Number(node.text));
      case 'reference': {
        const value = values.get(node.index);
        return typeof value === 'number' ? finiteOrNull(value) : null;
      }
      case 'negate': {
        const operand = evaluate(node.operand);
        return operand === null ? null : -operand;
      }
      case 'binary': {
        const left = evaluate(node.left);
        const right = left === null ? null : evaluate(node.right);
        return left === null || right === null ? null : finiteOrNull(applyOperator(node.operator, left, right));
      }
      case 'call': {
        const args: number[] = [];
        for (const arg of node.args) {
          const value = evaluate(arg);
          if (value === null) return null;
          args.push(value);
        }
        return finiteOrNull(callFunction(node.name, args));
      }
    }
  };
  return evaluate(expression);
}

/** A calculation parsed once, to evaluate for many reports. */
export interface CompiledCalculation {
  readonly text: string;
  readonly references: readonly number[];
  evaluate(values: CalculationValues): number | null;
}

/** Compiles a calculation, or null when it does not parse. */
export function compileCalculation(text: string): CompiledCalculation | null {
  const parsed = parseCalculationExpression(text);
  if (!parsed.ok) return null;
  const { expression, references } = parsed;
  return { text, references, evaluate: (values) => evaluateExpression(expression, values) };
}

/** Formats share a handful of calculations, so a small cache spares reparsing them per report. */
const compiledCache = new Map<string, CompiledCalculation | null>();
const compiledCacheSize = 256;

/** The value of a calculation, null when the text does not parse or the value is '-' (see `evaluateExpression`). */
export function evaluateCalculation(text: string, values: CalculationValues): number | null {
  let compiled = compiledCache.get(text);
  if (compiled === undefined) {
    compiled = compileCalculation(text);
    if (compiledCache.size >= compiledCacheSize) compiledCache.clear();
    compiledCache.set(text, compiled);
  }
  return compiled === null ? null : compiled.evaluate(values);
}

const precedence = (node: CalculationNode): number => {
  if (node.kind === 'binary') return { '+': 1, '-': 1, '*': 2, '/': 2, '^': 4 }[node.operator];
  return node.kind === 'negate' ? 3 : 5;
};

/** Prints a parsed calculation with the fewest parentheses that keep its meaning; it parses back to the same tree. */
export function printCalculation(node: CalculationNode): string {
  const wrap = (child: CalculationNode, needsParentheses: boolean): string =>
    needsParentheses ? `(${printCalculation(child)})` : printCalculation(child);
  switch (node.kind) {
    case 'number':
      return node.text;
    case 'reference':
      return `#${node.index}`;
    case 'negate':
      return `-${wrap(node.operand, precedence(node.operand) < 3)}`;
    case 'call':
      return `${node.name}(${node.args.map(printCalculation).join(', ')})`;
    case 'binary': {
      const own = precedence(node);
      if (node.operator === '^') {
        return `${wrap(node.left, precedence(node.left) <= own)}^${wrap(node.right, precedence(node.right) < 3)}`;
      }
      const left = wrap(node.left, precedence(node.left) < own);
      const right = wrap(node.right, precedence(node.right) <= own);
      return `${left} ${node.operator} ${right}`;
    }
  }
}

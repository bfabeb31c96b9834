/**
 * A run-time schema of Stripe's objects, read from the `stripe` SDK's own
 * type declarations with the TypeScript compiler: every property each object
 * type declares, whether it is optional, and what its value may be. The
 * conformance suite validates what the local Stripe sends against it, so a
 * field the SDK declares and the stand-in omits, a field the stand-in sends
 * that the current API no longer has, or a value of the wrong kind fails.
 * Built from the declarations the product compiles against, it moves with an
 * SDK upgrade without anyone rewriting it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export type SchemaNode =
  | { kind: 'any' }
  | { kind: 'string' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'array'; element: SchemaNode }
  | { kind: 'union'; options: SchemaNode[] }
  | { kind: 'ref'; name: string };

export type ObjectSchema = {
  properties: Record<string, { optional: boolean; type: SchemaNode }>;
  /** `{ [key: string]: T }` (metadata): any key, each value a T. */
  index: SchemaNode | null;
};

export type SdkSchema = { roots: Record<string, SchemaNode>; objects: Record<string, ObjectSchema> };

const require = createRequire(import.meta.url);

/**
 * `roots` maps a name to a type expression over the SDK's namespace
 * (`{ subscription: 'Stripe.Subscription' }`).
 */
export function buildSdkSchema(roots: Record<string, string>): SdkSchema {
  const fromDir = path.dirname(require.resolve('stripe'));
  const rootFile = path.join(fromDir, '__kindred_schema_roots__.ts');
  const source = `import type Stripe from 'stripe';\nexport type Roots = {\n${Object.entries(roots)
    .map(([name, type]) => `  ${JSON.stringify(name)}: ${type};`)
    .join('\n')}\n};\n`;
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === rootFile ? source : readFile(file));
  host.fileExists = (
    (exists) => (file: string) =>
      file === rootFile || exists(file)
  )(host.fileExists.bind(host));
  host.getSourceFile = (file, language, onError, create) =>
    file === rootFile
      ? ts.createSourceFile(file, source, language, true, ts.ScriptKind.TS)
      : getSourceFile(file, language, onError, create);
  const program = ts.createProgram([rootFile], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(rootFile);
  if (!file) throw new Error('sdk-schema: the roots file did not load');
  const alias = file.statements.find(ts.isTypeAliasDeclaration);
  if (!alias) throw new Error('sdk-schema: no Roots type');
  const rootsType = checker.getTypeAtLocation(alias.name);

  const objects: Record<string, ObjectSchema> = {};
  const names = new Map<ts.Type, string>();

  const nameOf = (type: ts.Type): string => {
    const known = names.get(type);
    if (known) return known;
    const base = checker.typeToString(type, undefined, ts.TypeFormatFlags.UseFullyQualifiedType).replace(/^.*?\./, '');
    let name = base;
    for (let n = 2; Object.hasOwn(objects, name); n += 1) name = `${base}#${n}`;
    names.set(type, name);
    return name;
  };

  const isDecimal = (type: ts.Type) => (type.aliasSymbol ?? type.getSymbol())?.getName() === 'Decimal';

  function nodeOf(type: ts.Type): SchemaNode {
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: 'any' };
    if (type.flags & ts.TypeFlags.String) return { kind: 'string' };
    if (type.flags & ts.TypeFlags.Number) return { kind: 'number' };
    if (type.flags & ts.TypeFlags.Boolean) return { kind: 'boolean' };
    if (type.flags & ts.TypeFlags.Null) return { kind: 'null' };
    if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return { kind: 'null' };
    if (type.isStringLiteral() || type.isNumberLiteral()) return { kind: 'literal', value: type.value };
    if (type.flags & ts.TypeFlags.BooleanLiteral)
      return { kind: 'literal', value: checker.typeToString(type) === 'true' };
    // The SDK parses decimal strings into Decimal objects; on the wire they are strings.
    if (isDecimal(type)) return { kind: 'string' };
    if (type.isUnion()) {
      const options = type.types.map(nodeOf);
      // `'a' | 'b' | OtherString` is the SDK's open enum: any string.
      return options.some((option) => option.kind === 'string')
        ? {
            kind: 'union',
            options: options.filter((option) => option.kind !== 'literal' || typeof option.value !== 'string'),
          }
        : { kind: 'union', options };
    }
    if (type.isIntersection()) {
      // OtherString is `string & Record<never, never>`.
      if (type.types.some((part) => part.flags & ts.TypeFlags.String)) return { kind: 'string' };
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      return { kind: 'array', element: nodeOf(element) };
    }
    if (type.flags & ts.TypeFlags.Object || type.isIntersection()) return { kind: 'ref', name: objectOf(type) };
    return { kind: 'any' };
  }

  function objectOf(type: ts.Type): string {
    const existing = names.get(type);
    if (existing) return existing;
    const name = nameOf(type);
    const schema: ObjectSchema = { properties: {}, index: null };
    objects[name] = schema;
    for (const property of checker.getPropertiesOfType(type)) {
      if (property.getName() === 'lastResponse') continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
      // Methods (the SDK's Decimal has some) are not data.
      if (propertyType.getCallSignatures().length > 0) continue;
      schema.properties[property.getName()] = {
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        type: nodeOf(propertyType),
      };
    }
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) schema.index = nodeOf(index.type);
    return name;
  }

  const result: Record<string, SchemaNode> = {};
  for (const property of checker.getPropertiesOfType(rootsType)) {
    result[property.getName()] = nodeOf(checker.getTypeOfSymbolAtLocation(property, alias));
  }
  return { roots: result, objects };
}

export type Finding = { path: string; problem: string };

/** Everything in `value` that the schema does not allow, with where it is. */
export function validate(schema: SdkSchema, root: string, value: unknown): Finding[] {
  const node = schema.roots[root];
  if (!node) throw new Error(`sdk-schema: no root ${root}`);
  const findings: Finding[] = [];
  check(schema, node, value, '$', findings);
  return findings;
}

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function check(schema: SdkSchema, node: SchemaNode, value: unknown, at: string, findings: Finding[]): void {
  switch (node.kind) {
    case 'any':
      return;
    case 'string':
    case 'number':
    case 'boolean':
      if (typeof value !== node.kind)
        findings.push({ path: at, problem: `expected ${node.kind}, got ${describe(value)}` });
      return;
    case 'null':
      if (value !== null && value !== undefined)
        findings.push({ path: at, problem: `expected null, got ${describe(value)}` });
      return;
    case 'literal':
      if (value !== node.value)
        findings.push({ path: at, problem: `expected ${JSON.stringify(node.value)}, got ${JSON.stringify(value)}` });
      return;
    case 'array':
      if (!Array.isArray(value)) {
        findings.push({ path: at, problem: `expected array, got ${describe(value)}` });
        return;
      }
      value.forEach((element, index) => check(schema, node.element, element, `${at}[${index}]`, findings));
      return;
    case 'union': {
      let best: Finding[] | undefined;
      for (const option of node.options) {
        const attempt: Finding[] = [];
        check(schema, option, value, at, attempt);
        if (attempt.length === 0) return;
        // Report the option that came closest: an object of the right kind with one wrong field, not "expected string".
        if (!best || (option.kind === 'ref' && isRecord(value)) || attempt.length < best.length) best = attempt;
      }
      findings.push(...(best ?? [{ path: at, problem: 'matches no option' }]));
      return;
    }
    case 'ref': {
      const object = schema.objects[node.name];
      if (!isRecord(value)) {
        findings.push({ path: at, problem: `expected object (${node.name}), got ${describe(value)}` });
        return;
      }
      for (const [key, property] of Object.entries(object.properties)) {
        if (!Object.hasOwn(value, key)) {
          if (!property.optional)
            findings.push({ path: `${at}.${key}`, problem: `missing (the SDK's ${node.name} declares it)` });
          continue;
        }
        check(schema, property.type, value[key], `${at}.${key}`, findings);
      }
      for (const key of Object.keys(value)) {
        if (Object.hasOwn(object.properties, key)) continue;
        if (object.index) check(schema, object.index, value[key], `${at}.${key}`, findings);
        else findings.push({ path: `${at}.${key}`, problem: `not a field of the SDK's ${node.name}` });
      }
      return;
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schema.org vocabulary, offline, in the shape @adobe/structured-data-validator reads (the `@graph` of
 * schemaorg-current-https.jsonld: rdfs:Class with rdfs:subClassOf, rdf:Property with schema:domainIncludes).
 * The validator's README fetches that file from schema.org at run time; this build has no network, so the
 * vocabulary is read from `schema-dts` (Google's TypeScript typings generated from the schema.org release):
 * every class `X` appears there as `interface XLeaf extends <parent>Base { "@type": "X" }`, and every class with
 * properties of its own as `interface XBase extends <parents>Base { "prop"?: ... }`, so classes, parents and
 * each class's own properties can be read back exactly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

export interface SchemaOrgGraph {
  '@graph': Array<
    | { '@id': string; '@type': 'rdfs:Class'; 'rdfs:subClassOf'?: Array<{ '@id': string }> }
    | { '@id': string; '@type': 'rdf:Property'; 'schema:domainIncludes': Array<{ '@id': string }> }
  >;
}

const SUFFIX = /(Base|Leaf)$/;

export function loadSchemaOrgVocabulary(): SchemaOrgGraph {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const bases = new Map<string, { parents: string[]; properties: string[] }>();
  const leaves = new Map<string, string[]>(); // class name -> the Base interfaces its Leaf extends

  const heritage = (node: ts.InterfaceDeclaration) =>
    (node.heritageClauses ?? [])
      .flatMap((c) => c.types.map((t) => t.expression.getText(source)))
      .filter((n) => SUFFIX.test(n));
  const propertyName = (m: ts.TypeElement) =>
    m.name && (ts.isStringLiteral(m.name) || ts.isIdentifier(m.name)) ? m.name.text : undefined;

  for (const node of source.statements) {
    if (!ts.isInterfaceDeclaration(node)) continue;
    const name = node.name.text;
    if (name.endsWith('Base')) {
      bases.set(name.slice(0, -4), {
        parents: heritage(node).map((p) => p.replace(SUFFIX, '')),
        properties: node.members.map(propertyName).filter((p): p is string => !!p && !p.startsWith('@')),
      });
    } else if (name.endsWith('Leaf')) {
      const typeMember = node.members.find((m) => propertyName(m) === '@type');
      const literal =
        typeMember &&
        ts.isPropertySignature(typeMember) &&
        typeMember.type &&
        ts.isLiteralTypeNode(typeMember.type) &&
        ts.isStringLiteral(typeMember.type.literal)
          ? typeMember.type.literal.text
          : undefined;
      if (literal) leaves.set(literal, heritage(node));
    }
  }
  if (leaves.size < 500)
    throw new Error(`schema-dts: read only ${leaves.size} schema.org classes; has its layout changed?`);

  const id = (n: string) => `schema:${n}`;
  const graph: SchemaOrgGraph['@graph'] = [];
  const domains = new Map<string, string[]>();
  for (const [name, extended] of leaves) {
    // A Leaf extends its own Base when the class has properties of its own, else its parents' Bases directly.
    const own = bases.get(name);
    const parents = own && extended.includes(`${name}Base`) ? own.parents : extended.map((p) => p.replace(SUFFIX, ''));
    graph.push({
      '@id': id(name),
      '@type': 'rdfs:Class',
      ...(parents.length ? { 'rdfs:subClassOf': parents.map((p) => ({ '@id': id(p) })) } : {}),
    });
    for (const property of own?.properties ?? []) domains.set(property, [...(domains.get(property) ?? []), name]);
  }
  for (const [property, types] of domains)
    graph.push({
      '@id': id(property),
      '@type': 'rdf:Property',
      'schema:domainIncludes': types.map((t) => ({ '@id': id(t) })),
    });
  return { '@graph': graph };
}

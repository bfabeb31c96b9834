import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestedStack, Stage, type Stack } from 'aws-cdk-lib';

/** CloudFormation's limit on the resources of one stack, nested stacks each counted on their own. */
export const CLOUDFORMATION_RESOURCE_LIMIT = 500;
/** Ours (decision 0055): 60% of the limit, so every stack keeps 40% for growth. */
export const RESOURCE_CEILING = 300;

/**
 * A value inside a template, as assertions walk it by path (`Properties.Replicas[0]…`). Typing each
 * resource type's properties would take more code than the tests that read them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: template JSON read by path
export type TemplateValue = any;

export type CfnResource = {
  Type: string;
  Properties?: Record<string, TemplateValue>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Metadata?: Record<string, TemplateValue>;
};
export type CfnTemplate = {
  Resources: Record<string, CfnResource>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, { Value: unknown }>;
  [section: string]: unknown;
};

export interface StackTemplate {
  /** The construct path: `Kindred-dev`, `Kindred-dev/CoreApi`. */
  readonly path: string;
  readonly stack: Stack;
  readonly template: CfnTemplate;
}

/**
 * A stack's template and each of its nested stacks', parents first, from one
 * synthesis of its app (assertions' Template.fromStack synthesizes the whole
 * app again for every stack it is given).
 */
export function stackTemplates(stack: Stack): StackTemplate[] {
  const assembly = Stage.of(stack)!.synth();
  const nested = stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  return [
    { path: stack.node.path, stack, template: assembly.getStackArtifact(stack.artifactId).template as CfnTemplate },
    ...nested.map((s) => ({
      path: s.node.path,
      stack: s as Stack,
      template: JSON.parse(readFileSync(join(assembly.directory, s.templateFile), 'utf8')) as CfnTemplate,
    })),
  ];
}

/**
 * One template holding a stack's resources and its nested stacks', as if the
 * nested ones were inline: a nested resource's id is prefixed with its
 * stack's id (`CoreApi/GetMe1234`), and a nested stack's parameters are
 * replaced by the values its parent passes. So a function in a nested stack
 * refers to the table as `{ Ref: <the table's id> }`, exactly as it would in
 * one stack, and assertions can follow references across the split.
 */
export function flattenedTemplate(stack: Stack, templates: StackTemplate[] = stackTemplates(stack)): CfnTemplate {
  const byStack = new Map(templates.map((t) => [t.stack, t.template]));
  // Each nested stack by the logical id of its AWS::CloudFormation::Stack resource in its parent.
  const children = new Map<Stack, Map<string, NestedStack>>();
  for (const { stack: child } of templates) {
    if (!NestedStack.isNestedStack(child)) continue;
    const parent = child.nestedStackParent!;
    const ids = children.get(parent) ?? new Map<string, NestedStack>();
    ids.set(parent.resolve(child.nestedStackResource!.logicalId) as string, child);
    children.set(parent, ids);
  }
  const nestedChild = (parent: Stack, logicalId: string) => children.get(parent)?.get(logicalId);
  const inline = (current: Stack, template: CfnTemplate, prefix: string, parameters: Record<string, unknown>) => {
    const rename = (id: string) => (id in template.Resources ? `${prefix}${id}` : id);
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (typeof value !== 'object' || value === null) return value;
      const node = value as Record<string, unknown>;
      if (typeof node.Ref === 'string' && Object.keys(node).length === 1) {
        return node.Ref in parameters ? parameters[node.Ref] : { Ref: rename(node.Ref) };
      }
      if (Array.isArray(node['Fn::GetAtt'])) {
        const [id, attribute] = node['Fn::GetAtt'] as [string, string];
        const child = nestedChild(current, id);
        if (child && attribute.startsWith('Outputs.'))
          return childOutputs.get(child)![attribute.slice('Outputs.'.length)];
        return { 'Fn::GetAtt': [rename(id), attribute] };
      }
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, rewrite(inner)]));
    };
    // Children first: a parent may read their outputs.
    const childOutputs = new Map<NestedStack, Record<string, unknown>>();
    const resources: Record<string, CfnResource> = {};
    for (const [id, resource] of Object.entries(template.Resources)) {
      const child = nestedChild(current, id);
      if (!child) continue;
      const passed = rewrite(resource.Properties?.Parameters ?? {}) as Record<string, unknown>;
      const inner = inline(child, byStack.get(child)!, `${prefix}${child.node.id}/`, passed);
      Object.assign(resources, inner.resources);
      childOutputs.set(child, inner.outputs);
    }
    for (const [id, resource] of Object.entries(template.Resources)) {
      const renamed = rewrite(resource) as CfnResource;
      if (renamed.DependsOn) renamed.DependsOn = [renamed.DependsOn].flat().map(rename);
      resources[rename(id)] = renamed;
    }
    const outputs = Object.fromEntries(
      Object.entries(template.Outputs ?? {}).map(([name, output]) => [name, rewrite(output.Value)]),
    );
    return { resources, outputs };
  };
  const root = byStack.get(stack)!;
  return { ...root, Resources: inline(stack, root, '', {}).resources };
}

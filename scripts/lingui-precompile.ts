// Babel plugin, run after the lingui macro: each message descriptor's pt-BR text is compiled at build
// time (ICU placeholders, plurals, selects → lingui's compiled form), so the app needs no message
// compiler at run time. That compiler (moo, @messageformat/parser, compileMessage) was ~6 kB gz of
// /login's and /my/id's start-up, and it compiled each text on first show.
//
// What it touches: objects with an `id` and a literal `message` and no keys beyond a descriptor's
// (what `t`, `msg`, `plural` become), and the `message` attribute of `<Trans>` elements. A text
// without placeholders stays the string it was. Dev and tests compile at run time anyway
// (@lingui/core sets its compiler outside production), so both paths show the same text.
import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const DESCRIPTOR_KEYS = new Set(['id', 'message', 'values', 'comment', 'context', 'components']);

export default function linguiPrecompile({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const literalText = (node: BabelTypes.Node | null | undefined): string | null => {
    if (!node) return null;
    if (t.isStringLiteral(node)) return node.value;
    if (t.isTemplateLiteral(node) && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
    if (t.isJSXExpressionContainer(node)) return literalText(node.expression as BabelTypes.Node);
    return null;
  };
  /** The compiled form as an expression, or null when the text is already what the runtime shows. */
  const compiled = (text: string): BabelTypes.Expression | null => {
    const result = compileMessage(text);
    if (typeof result === 'string') return result === text ? null : t.stringLiteral(result);
    if (result.length === 1 && typeof result[0] === 'string') return result[0] === text ? null : t.stringLiteral(result[0]);
    return t.valueToNode(result);
  };
  const keyName = (p: BabelTypes.ObjectProperty): string | null =>
    t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null;

  const visitor = {
    ObjectExpression(path: NodePath<BabelTypes.ObjectExpression>) {
      const props = path.node.properties;
      if (!props.every((p) => t.isObjectProperty(p) && DESCRIPTOR_KEYS.has(keyName(p) ?? ''))) return;
      const named = new Map((props as BabelTypes.ObjectProperty[]).map((p) => [keyName(p), p]));
      const message = named.get('message');
      if (!named.has('id') || !message) return;
      const text = literalText(message.value);
      const node = text === null ? null : compiled(text);
      if (node) message.value = node;
    },
    JSXOpeningElement(path: NodePath<BabelTypes.JSXOpeningElement>) {
      const name = path.node.name;
      if (!t.isJSXIdentifier(name) || !/Trans$/.test(name.name)) return;
      for (const attr of path.node.attributes) {
        if (!t.isJSXAttribute(attr) || !t.isJSXIdentifier(attr.name) || attr.name.name !== 'message') continue;
        const text = literalText(attr.value);
        const node = text === null ? null : compiled(text);
        if (node) attr.value = t.jsxExpressionContainer(node);
      }
    },
  };
  // On the way out of the file: the macro has replaced every `t`, `msg` and `<Trans>` by then.
  return { name: 'federa-lingui-precompile', visitor: { Program: { exit(program) { program.traverse(visitor); } } } };
}

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconArrowDown from '@douyinfe/semi-icons/lib/es/icons/IconArrowDown';
import IconArrowUp from '@douyinfe/semi-icons/lib/es/icons/IconArrowUp';
import IconCopy from '@douyinfe/semi-icons/lib/es/icons/IconCopy';
import IconDelete from '@douyinfe/semi-icons/lib/es/icons/IconDelete';
import IconHandle from '@douyinfe/semi-icons/lib/es/icons/IconHandle';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import type { FormDoc, FormNode } from './model';
import { objectOf } from './model/formTypes';
import { nodeName, widgetLabel } from './nodeInfo';

/** What the canvas does on a node's toolbar and selection. */
export interface CanvasActions {
  select(id: string): void;
  remove(id: string): void;
  duplicate(id: string): void;
  moveBy(id: string, delta: -1 | 1): void;
}

interface ListProps {
  doc: FormDoc;
  nodes: FormNode[];
  parentId?: string;
  columns?: number;
  selected?: string;
  readOnly: boolean;
  actions: CanvasActions;
}

/** A container's fields, sortable among themselves, with a drop zone at the end (empty groups too). */
export function NodeList(props: ListProps) {
  const { t } = useTranslation();
  const zoneId = `zone:${props.parentId ?? 'root'}`;
  const { setNodeRef, isOver } = useDroppable({
    id: zoneId,
    data: { parentId: props.parentId },
    disabled: props.readOnly,
  });
  const columns = props.columns && props.columns > 1 ? ` dz-list-columns-${Math.min(props.columns, 3)}` : '';
  return (
    <SortableContext items={props.nodes.map((n) => n.id)} strategy={verticalListSortingStrategy}>
      <div className={`dz-list${columns}`}>
        {props.nodes.map((node, index) => (
          <CanvasNode key={node.id} {...props} node={node} index={index} count={props.nodes.length} />
        ))}
        {props.readOnly && props.nodes.length > 0 ? null : (
          <div
            ref={setNodeRef}
            className={`dz-zone${isOver ? ' dz-zone-over' : ''}`}
            data-zone={props.parentId ?? 'root'}
          >
            {props.nodes.length === 0 && !props.parentId
              ? t('workbench.designer.editor.empty')
              : t('workbench.designer.editor.dropHere')}
          </div>
        )}
      </div>
    </SortableContext>
  );
}

/** One field on the canvas: drag handle, label with the required mark, key, widget, hover tools. */
function CanvasNode(props: ListProps & { node: FormNode; index: number; count: number }) {
  const { t, i18n } = useTranslation();
  const { node, doc, actions, readOnly } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: node.id,
      data: { parentId: props.parentId },
      disabled: readOnly,
    });
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const name = nodeName(doc, node, lang);
  const selected = props.selected === node.id;
  const container = node.kind === 'group' || node.kind === 'array';
  const columns = Number(objectOf(node.ui['ui:options']).columns ?? 1);
  return (
    <div
      ref={setNodeRef}
      className={`dz-node${selected ? ' dz-node-selected' : ''}`}
      data-node={node.key}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
    >
      <div className="dz-node-head">
        {readOnly ? null : (
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="wb-drag"
            aria-label={t('workbench.designer.editor.dragHandle', { name })}
            {...attributes}
            {...listeners}
          >
            <IconHandle />
          </button>
        )}
        <button
          type="button"
          className="dz-node-label"
          aria-pressed={selected}
          onClick={() => actions.select(node.id)}
        >
          {name}
          {node.required ? <span className="dz-required">*</span> : null}{' '}
          <span className="dz-node-key">{node.key}</span>
        </button>
        <Tag size="small">{widgetLabel(node, t)}</Tag>
        {node.visibleWhen ? (
          <Tag
            size="small"
            color="orange"
          >{`${node.visibleWhen.field} = ${String(node.visibleWhen.equals)}`}</Tag>
        ) : null}
        {readOnly || !selected ? null : (
          <span className="dz-node-tools">
            <Button
              size="small"
              theme="borderless"
              icon={<IconArrowUp />}
              aria-label={t('workbench.designer.editor.moveUp')}
              disabled={props.index === 0}
              onClick={() => actions.moveBy(node.id, -1)}
            />
            <Button
              size="small"
              theme="borderless"
              icon={<IconArrowDown />}
              aria-label={t('workbench.designer.editor.moveDown')}
              disabled={props.index === props.count - 1}
              onClick={() => actions.moveBy(node.id, 1)}
            />
            <Button
              size="small"
              theme="borderless"
              icon={<IconCopy />}
              aria-label={t('workbench.designer.editor.duplicateNode')}
              onClick={() => actions.duplicate(node.id)}
            />
            <Button
              size="small"
              theme="borderless"
              type="danger"
              icon={<IconDelete />}
              aria-label={t('workbench.designer.editor.remove')}
              onClick={() => actions.remove(node.id)}
            />
          </span>
        )}
      </div>
      {container ? (
        <div className="dz-node-children">
          <NodeList {...props} nodes={node.children ?? []} parentId={node.id} columns={columns} />
        </div>
      ) : null}
    </div>
  );
}
